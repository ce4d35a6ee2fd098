import type { VehicleTemplateRow } from '../../db/schema';
import type { CheckColumns } from './repo';

/** The columns a plate edit changes and the private files it lets go. */
export interface PlateEdit {
  patch: Partial<CheckColumns>;
  droppedFiles: string[];
}

/**
 * What an edit of the template's plate does to its check (issue 29). The same plate (or none sent) changes nothing.
 * A checked or refused template starts over: the status goes back to «не проверена» and its documents are let go —
 * they show another number, and the carrier uploads the new vehicle's СТС. A template waiting in the queue keeps its
 * documents, and its upload moment moves to now: a moderator who opened it with the old plate gets «уже изменено»
 * instead of verifying a number he did not compare.
 */
export function plateEdit(row: VehicleTemplateRow, plate: string | undefined, now: Date): PlateEdit {
  if (plate === undefined || plate === row.plate) return { patch: {}, droppedFiles: [] };
  if (row.checkStatus === 'pending') return { patch: { plate, checkUploadedAt: now }, droppedFiles: [] };
  if (row.checkStatus === 'none') return { patch: { plate }, droppedFiles: [] };
  return {
    patch: {
      plate,
      checkStatus: 'none',
      checkComment: null,
      checkUploadedAt: null,
      checkedPlate: null,
      stsPhoto: null,
      leasePhoto: null,
    },
    droppedFiles: [row.stsPhoto, row.leasePhoto].filter((key): key is string => key !== null),
  };
}
