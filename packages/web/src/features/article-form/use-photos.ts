import { useEffect, useRef, useState } from 'react';
import type { TPhoto } from '@fura/domain/article-schemas';
import { acceptPhotos, canPreview, photoFileError } from './photo-files';

export type PhotoItem =
  | { key: string; kind: 'kept'; photo: TPhoto }
  | { key: string; kind: 'new'; file: File; previewUrl: string | null }
  /** A vehicle template's photo: the server copies it to the offer when no other photo is given. */
  | { key: string; kind: 'template'; photo: TPhoto };

let nextKey = 0;
const newKey = () => `photo-${(nextKey += 1)}`;

function previewUrlOf(file: File): string | null {
  if (!canPreview(file) || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

function revoke(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

function newItem(file: File): PhotoItem {
  return { key: newKey(), kind: 'new', file, previewUrl: previewUrlOf(file) };
}

/** Revokes the previews still shown when the form goes away. */
function useRevokeOnUnmount(items: readonly PhotoItem[]): void {
  const current = useRef(items);
  current.current = items;
  useEffect(
    () => () => {
      for (const item of current.current) if (item.kind === 'new') revoke(item.previewUrl);
    },
    [],
  );
}

/** The cargo photos of the form: the ones already saved (edit) and new files, in the order shown. */
export function useCargoPhotos(initial: readonly TPhoto[]) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initial.map((photo) => ({ key: newKey(), kind: 'kept', photo })),
  );
  const [error, setError] = useState<string | null>(null);
  useRevokeOnUnmount(items);

  const add = (files: readonly File[]) => {
    const { accepted, error: refused } = acceptPhotos(files, items.length);
    setItems([...items, ...accepted.map(newItem)]);
    setError(refused);
  };

  const remove = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    if (item?.kind === 'new') revoke(item.previewUrl);
    setItems(items.filter((candidate) => candidate.key !== key));
    setError(null);
  };

  return {
    items,
    error,
    setError,
    add,
    remove,
    /** The saved photos to keep, as `{ file }` exactly as the server presented them. */
    kept: items.flatMap((item) => (item.kind === 'kept' ? [{ file: item.photo.file }] : [])),
    newFiles: items.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
  };
}

/** The car photo of an offer: the saved one (edit) or a new file; one at most. */
export function useCarPhoto(initial: TPhoto | null) {
  const [item, setItem] = useState<PhotoItem | null>(() =>
    initial ? { key: newKey(), kind: 'kept', photo: initial } : null,
  );
  const [error, setError] = useState<string | null>(null);
  useRevokeOnUnmount(item ? [item] : []);

  const pick = (file: File | null) => {
    if (!file) return;
    const refused = photoFileError(file);
    setError(refused);
    if (refused) return;
    if (item?.kind === 'new') revoke(item.previewUrl);
    setItem(newItem(file));
  };

  const remove = () => {
    if (item?.kind === 'new') revoke(item.previewUrl);
    setItem(null);
    setError(null);
  };

  /** A template was chosen: its photo stands in unless a new file is already picked. */
  const showTemplatePhoto = (photo: TPhoto | null) => {
    if (item?.kind === 'new') return;
    if (photo) setItem({ key: newKey(), kind: 'template', photo });
    else if (item?.kind === 'template') setItem(null);
  };

  /** The template no longer applies (cleared or the vehicle edited by hand). */
  const dropTemplatePhoto = () => {
    if (item?.kind === 'template') setItem(null);
  };

  return {
    item,
    error,
    setError,
    pick,
    remove,
    showTemplatePhoto,
    dropTemplatePhoto,
    kept: item?.kind === 'kept' ? { file: item.photo.file } : null,
    newFile: item?.kind === 'new' ? item.file : null,
  };
}

export type CargoPhotos = ReturnType<typeof useCargoPhotos>;
export type CarPhoto = ReturnType<typeof useCarPhoto>;
