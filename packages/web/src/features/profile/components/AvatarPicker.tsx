import { useRef } from 'react';
import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { usePreviewUrl } from '../../../shared/ui/use-preview-url';
import { AVATAR_ACCEPT } from '../avatar-file';

const FILE_INPUT_PROPS: React.ComponentProps<'input'> & Record<`data-${string}`, string> = {
  'data-testid': 'profile-avatar',
};

/** Avatar choice with a preview of the picked file; the file is sent with the profile form. */
export function AvatarPicker({
  currentUrl,
  initials,
  file,
  onChange,
  error,
}: {
  currentUrl: string | null;
  initials: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | null;
}) {
  const resetRef = useRef<() => void>(null);
  const previewUrl = usePreviewUrl(file);

  const clear = () => {
    onChange(null);
    resetRef.current?.();
  };

  return (
    <Stack gap={6}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={previewUrl ?? currentUrl}
          size={72}
          radius={72}
          alt="Фото профиля"
          data-testid="profile-avatar-preview"
        >
          {initials}
        </Avatar>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton
              onChange={onChange}
              accept={AVATAR_ACCEPT}
              resetRef={resetRef}
              inputProps={FILE_INPUT_PROPS}
            >
              {(props) => (
                <Button {...props} variant="default" size="sm" leftSection={<IconPhotoUp size={18} />}>
                  {currentUrl || file ? 'Сменить фото' : 'Загрузить фото'}
                </Button>
              )}
            </FileButton>
            {file ? (
              <Button variant="subtle" color="gray" size="sm" onClick={clear}>
                Отменить
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" truncate={file ? 'end' : undefined}>
            {file ? file.name : 'JPEG, PNG или WebP, не больше 5\u00a0МБ'}
          </Text>
        </Stack>
      </Group>
      {error ? <Input.Error data-testid="profile-avatar-error">{error}</Input.Error> : null}
    </Stack>
  );
}
