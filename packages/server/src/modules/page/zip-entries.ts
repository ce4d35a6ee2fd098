const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** Where the end-of-central-directory record starts (searched back over a possible archive comment), or -1. */
function endRecordOffset(data: Buffer): number {
  const last = data.length - END_RECORD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let offset = last; offset >= first; offset -= 1) {
    if (data.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}

/**
 * The names of a ZIP archive's entries, read from its central directory (what unzip tools trust), or null when the
 * bytes are not a well-formed archive. Enough for the contract check: a Word document is a ZIP holding
 * `word/document.xml`.
 */
export function zipEntryNames(data: Buffer): string[] | null {
  if (data.length < END_RECORD_SIZE) return null;
  const end = endRecordOffset(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let offset = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || data.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return null;
    names.push(data.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}
