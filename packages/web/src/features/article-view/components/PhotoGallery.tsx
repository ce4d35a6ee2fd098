import { lazy, Suspense, useState } from 'react';
import type { TPhoto } from '@fura/domain/article-schemas';
import classes from './ArticleView.module.css';

// The modal loads on the first click: a listing's first load (a guest's, rendered on the server) stays light.
const PhotoViewer = lazy(() => import('./PhotoViewer').then((module) => ({ default: module.PhotoViewer })));

/** Thumbnails; a click opens the full photo in a modal with «1 из 3». */
export function PhotoGallery({ photos, label }: { photos: readonly TPhoto[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first click on, so that the modal closes as modals do (and gives the focus back).
  const [used, setUsed] = useState(false);
  return (
    <>
      <div className={classes.photos} data-testid="article-photos">
        {photos.map((photo, index) => (
          <button
            key={photo.file}
            type="button"
            className={classes.photoButton}
            onClick={() => {
              setUsed(true);
              setOpen(index);
            }}
            aria-label={`${label}: фото ${index + 1} из ${photos.length}`}
            data-testid="article-photo"
          >
            <img src={photo.thumb} alt="" loading="lazy" />
          </button>
        ))}
      </div>
      {used && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} label={label} open={open} onOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
