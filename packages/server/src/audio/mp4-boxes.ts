/** ISO base media (MP4) boxes: a 32-bit size (1 = a 64-bit size follows, 0 = to the end) and a four-letter type. */
export interface Box {
  type: string;
  /** Where the box's content starts (after the header) and ends (clamped to the data). */
  start: number;
  end: number;
}

/** The boxes between `start` and `end`, in order; stops at a malformed header. */
export function* boxes(data: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) return;
    const boxEnd = Math.min(at + size, end);
    yield { type, start: at + header, end: boxEnd };
    at += size;
  }
}

/** The first child box of a type, or null. */
export function child(data: Buffer, parent: Box, type: string): Box | null {
  for (const box of boxes(data, parent.start, parent.end)) if (box.type === type) return box;
  return null;
}

export function childrenOf(data: Buffer, parent: Box, type: string): Box[] {
  return [...boxes(data, parent.start, parent.end)].filter((box) => box.type === type);
}

/** A 32- or 64-bit unsigned number of a full box's version 0 or 1 layout. */
export function readVersioned(data: Buffer, at: number, version: number): { value: number; next: number } {
  return version === 1
    ? { value: Number(data.readBigUInt64BE(at)), next: at + 8 }
    : { value: data.readUInt32BE(at), next: at + 4 };
}
