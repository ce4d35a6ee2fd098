import { FileButton, Input, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCamera, IconPhotoPlus } from '@tabler/icons-react';
import { MAX_CARGO_PHOTOS } from '@fura/domain/article-schemas';
import { PHOTO_ACCEPT } from '../photo-files';
import type { CargoPhotos } from '../use-photos';
import { FormSection } from './FormSection';
import { PhotoTile } from './PhotoTile';
import classes from './PhotoPicker.module.css';

const INPUT_PROPS: React.ComponentProps<'input'> & Record<`data-${string}`, string> = {
  'data-testid': 'article-photos-input',
};

/** Up to 9 photos with previews; new ones are checked here and sent as files, saved ones are kept by URL. */
export function CargoPhotosSection({ title, photos }: { title: string; photos: CargoPhotos }) {
  const full = photos.items.length >= MAX_CARGO_PHOTOS;
  return (
    <FormSection
      icon={<IconCamera size={18} />}
      title={title}
      hint={`До ${MAX_CARGO_PHOTOS} фотографий: JPEG, PNG, WebP или HEIC, каждая не больше 10 МБ`}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {photos.items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              onRemove={() => photos.remove(item.key)}
              removeLabel={`Удалить фото ${index + 1}`}
              testId="article-photo-item"
              removeTestId="article-photo-remove"
            />
          ))}
          <FileButton
            onChange={photos.add}
            accept={PHOTO_ACCEPT}
            multiple
            disabled={full}
            inputProps={INPUT_PROPS}
          >
            {(props) => (
              <UnstyledButton
                {...props}
                disabled={full}
                className={classes.addTile}
                aria-label="Добавить фотографии"
              >
                <IconPhotoPlus size={28} aria-hidden />
                <Text size="xs" ta="center">
                  {full ? 'Не больше 9' : 'Добавить'}
                </Text>
              </UnstyledButton>
            )}
          </FileButton>
        </SimpleGrid>
        <Text size="xs" c="dimmed" data-testid="article-photos-count">
          {photos.items.length} из {MAX_CARGO_PHOTOS}
        </Text>
        {photos.error ? (
          <Input.Error data-testid="article-photos-error" data-form-error>
            {photos.error}
          </Input.Error>
        ) : null}
      </Stack>
    </FormSection>
  );
}
