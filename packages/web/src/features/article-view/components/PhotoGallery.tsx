import { useState } from 'react';
import { Group, Modal, Text } from '@mantine/core';
import type { TPhoto } from '@fura/domain/article-schemas';
import classes from './ArticleView.module.css';

/** Thumbnails; a click opens the full photo in a modal with «1 из 3». */
export function PhotoGallery({ photos, label }: { photos: readonly TPhoto[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? null : photos[open];
  return (
    <>
      <div className={classes.photos} data-testid="article-photos">
        {photos.map((photo, index) => (
          <button
            key={photo.file}
            type="button"
            className={classes.photoButton}
            onClick={() => setOpen(index)}
            aria-label={`${label}: фото ${index + 1} из ${photos.length}`}
            data-testid="article-photo"
          >
            <img src={photo.thumb} alt="" loading="lazy" />
          </button>
        ))}
      </div>
      <Modal
        opened={current !== undefined && current !== null}
        onClose={() => setOpen(null)}
        size="xl"
        centered
        title={open === null ? '' : `Фото ${open + 1} из ${photos.length}`}
      >
        {current && (
          <>
            <img
              className={classes.fullPhoto}
              src={current.file}
              alt={label}
              data-testid="article-photo-full"
            />
            {photos.length > 1 && open !== null && (
              <Group justify="center" gap="xs" mt="sm">
                {photos.map((photo, index) => (
                  <Text
                    key={photo.file}
                    component="button"
                    type="button"
                    onClick={() => setOpen(index)}
                    c={index === open ? 'brand' : 'dimmed'}
                    fw={index === open ? 700 : 400}
                    style={{ background: 'none', border: 0, cursor: 'pointer', minWidth: 32, minHeight: 32 }}
                    aria-label={`Фото ${index + 1}`}
                    aria-current={index === open ? 'true' : undefined}
                  >
                    {index + 1}
                  </Text>
                ))}
              </Group>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
