import { Box, FileButton, Group, Input, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { PHOTO_ACCEPT } from '../photo-files';
import type { CarPhoto } from '../use-photos';
import { PhotoTile } from './PhotoTile';
import classes from './PhotoPicker.module.css';

const INPUT_PROPS: React.ComponentProps<'input'> & Record<`data-${string}`, string> = {
  'data-testid': 'article-car-photo-input',
};

/** The offer's vehicle photo: one, replaced by picking another. */
export function CarPhotoField({ photo }: { photo: CarPhoto }) {
  const { item } = photo;
  return (
    <Input.Wrapper label="Фото транспорта" labelElement="div" error={photo.error ?? undefined}>
      <Group gap="md" align="center" wrap="nowrap" mt={6}>
        <Box w={112} style={{ flexShrink: 0 }}>
          {item ? (
            <PhotoTile
              item={item}
              onRemove={item.kind === 'template' ? undefined : photo.remove}
              removeLabel="Удалить фото транспорта"
              testId="article-car-photo"
              removeTestId="article-car-photo-remove"
            />
          ) : (
            <FileButton onChange={photo.pick} accept={PHOTO_ACCEPT} inputProps={INPUT_PROPS}>
              {(props) => (
                <UnstyledButton
                  {...props}
                  className={classes.addTile}
                  w="100%"
                  aria-label="Добавить фото транспорта"
                >
                  <IconPhotoPlus size={28} aria-hidden />
                  <Text size="xs">Добавить</Text>
                </UnstyledButton>
              )}
            </FileButton>
          )}
        </Box>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {item?.kind === 'template'
              ? 'Фото из шаблона. Можно выбрать другое.'
              : 'JPEG, PNG, WebP или HEIC, не больше 10 МБ'}
          </Text>
          {item ? (
            <FileButton onChange={photo.pick} accept={PHOTO_ACCEPT} inputProps={INPUT_PROPS}>
              {(props) => (
                <UnstyledButton {...props} c="blue.7" fz="sm" fw={500}>
                  Выбрать другое фото
                </UnstyledButton>
              )}
            </FileButton>
          ) : null}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
