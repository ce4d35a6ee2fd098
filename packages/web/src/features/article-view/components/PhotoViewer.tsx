import { Group, Modal, Text } from '@mantine/core';
import type { TPhoto } from '@fura/domain/article-schemas';
import classes from './ArticleView.module.css';

/** The full photo in a modal with «Фото 1 из 3» and the numbers to switch. */
export function PhotoViewer({
  photos,
  label,
  open,
  onOpen,
}: {
  photos: readonly TPhoto[];
  label: string;
  /** The index shown, null when closed. */
  open: number | null;
  onOpen: (index: number | null) => void;
}) {
  const current = open === null ? undefined : photos[open];
  return (
    <Modal
      opened={current !== undefined}
      onClose={() => onOpen(null)}
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
                  onClick={() => onOpen(index)}
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
  );
}
