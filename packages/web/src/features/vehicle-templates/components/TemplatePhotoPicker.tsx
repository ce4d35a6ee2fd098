import { useRef } from 'react';
import { Box, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash, IconTruck } from '@tabler/icons-react';
import type { TPhoto } from '@fura/domain/article-schemas';
import { TEMPLATE_PHOTO_ACCEPT } from '@fura/domain/vehicle-template-limits';
import { usePreviewUrl } from '../../../shared/ui/use-preview-url';

const FILE_INPUT_PROPS: React.ComponentProps<'input'> & Record<`data-${string}`, string> = {
  'data-testid': 'template-photo',
};

/** The photo: the kept one, a newly picked file (with its preview) or none; upload progress while saving. */
export function TemplatePhotoPicker({
  kept,
  file,
  onPick,
  onRemove,
  error,
  progress,
}: {
  kept: TPhoto | null;
  file: File | null;
  onPick: (file: File | null) => void;
  onRemove: () => void;
  error: string | null;
  /** Percent sent while a new photo uploads; null when nothing is uploading. */
  progress: number | null;
}) {
  const resetRef = useRef<() => void>(null);
  const previewUrl = usePreviewUrl(file);
  const shown = previewUrl ?? kept?.thumb ?? null;

  const remove = () => {
    resetRef.current?.();
    onRemove();
  };

  return (
    <Input.Wrapper label="Фото транспорта" error={error} data-testid="template-photo-field">
      <Stack gap="xs" mt={4}>
        <Group gap="md" align="flex-start" wrap="wrap">
          <Box
            w={160}
            h={120}
            bg="gray.1"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', flexShrink: 0 }}
          >
            {shown ? (
              <Image
                src={shown}
                w={160}
                h={120}
                fit="cover"
                alt="Фото транспорта"
                data-testid="template-photo-preview"
              />
            ) : (
              <Stack h="100%" align="center" justify="center" gap={4} c="gray.7">
                <IconTruck size={40} stroke={1.4} aria-hidden />
                <Text size="xs">Нет фото</Text>
              </Stack>
            )}
          </Box>
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 160px' }}>
            <Group gap="xs">
              <FileButton
                onChange={onPick}
                accept={TEMPLATE_PHOTO_ACCEPT}
                resetRef={resetRef}
                inputProps={FILE_INPUT_PROPS}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconPhotoUp size={18} />}>
                    {shown ? 'Заменить фото' : 'Загрузить фото'}
                  </Button>
                )}
              </FileButton>
              {shown ? (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={18} />}
                  onClick={remove}
                  data-testid="template-photo-remove"
                >
                  Убрать
                </Button>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" truncate={file ? 'end' : undefined}>
              {file ? file.name : 'JPEG, PNG или WebP, не больше 10\u00a0МБ'}
            </Text>
          </Stack>
        </Group>
        {progress !== null ? (
          <Stack gap={2} data-testid="template-photo-progress">
            <Progress value={progress} animated={progress < 100} aria-label="Загрузка фото" />
            <Text size="xs" c="dimmed">
              {progress < 100 ? `Загрузка фото: ${progress}\u00a0%` : 'Фото загружено, сохраняем…'}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
