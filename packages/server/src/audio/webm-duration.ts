/**
 * A small WebM (Matroska) reader for voice messages: which kinds of tracks the file has and how long its audio is.
 * MediaRecorder writes the Segment and its Clusters with an "unknown" size and no Info/Duration, so the walk does
 * not rely on sizes of those two: it steps into them and reads their children in a row.
 */

const ID = {
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
} as const;

/** Containers we step into instead of skipping (their size may be unknown). */
const STEP_INTO = new Set<number>([ID.segment, ID.cluster, ID.tracks]);
const TRACK_VIDEO = 1;
const TRACK_AUDIO = 2;
const DEFAULT_TIMECODE_SCALE_NS = 1_000_000;

export interface WebmSummary {
  audioTracks: number;
  videoTracks: number;
  /** Frames (blocks) of audio tracks. */
  audioFrames: number;
  /** From Info/Duration × TimecodeScale, else from the last audio block; null when neither is known. */
  durationMs: number | null;
}

interface Element {
  id: number;
  /** null: unknown size (runs to the end of its parent). */
  size: number | null;
  dataStart: number;
}

/** A variable-length integer; the ID keeps its length marker, a size drops it. */
function readVint(
  data: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; allOnes: boolean } {
  const first = data.readUInt8(at);
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length += 1;
  if (length > 8) throw new RangeError('bad EBML vint');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = data.readUInt8(at + i);
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, allOnes };
}

function readElement(data: Buffer, at: number): Element {
  const id = readVint(data, at, true);
  if (id.length > 4) throw new RangeError('bad EBML id');
  const size = readVint(data, at + id.length, false);
  const dataStart = at + id.length + size.length;
  return { id: id.value, size: size.allOnes ? null : size.value, dataStart };
}

function readUint(data: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + data.readUInt8(start + i);
  return value;
}

function readFloat(data: Buffer, start: number, size: number): number {
  if (size === 4) return data.readFloatBE(start);
  if (size === 8) return data.readDoubleBE(start);
  return 0;
}

/** The children of a known-size element, each with a reader over its own bounds. */
function* children(data: Buffer, start: number, end: number): Generator<Element & { size: number }> {
  let at = start;
  while (at < end) {
    const element = readElement(data, at);
    if (element.size === null) return;
    yield { ...element, size: element.size };
    at = element.dataStart + element.size;
  }
}

interface WalkState {
  scaleNs: number;
  infoDuration: number | null;
  /** The current Cluster's Timecode: blocks are relative to it. */
  clusterTime: number;
  audioFrames: number;
  lastStart: number | null;
  lastEnd: number | null;
}

export function summarizeWebm(data: Buffer): WebmSummary {
  const tracks = new Map<number, number>(); // track number → type
  const state: WalkState = {
    scaleNs: DEFAULT_TIMECODE_SCALE_NS,
    infoDuration: null,
    clusterTime: 0,
    audioFrames: 0,
    lastStart: null,
    lastEnd: null,
  };

  const onBlock = (start: number, blockDuration: number | null) => {
    const track = readVint(data, start, false);
    if (tracks.get(track.value) !== TRACK_AUDIO) return;
    const time = state.clusterTime + data.readInt16BE(start + track.length);
    state.audioFrames += 1;
    // Without a BlockDuration the last frame lasts as long as the gap before it (Opus frames are even).
    const length =
      blockDuration ?? (state.lastStart !== null && time > state.lastStart ? time - state.lastStart : 0);
    state.lastStart = time;
    state.lastEnd = Math.max(state.lastEnd ?? 0, time + length);
  };

  const walk = (): void => {
    let at = 0;
    while (at < data.length) {
      const element = readElement(data, at);
      const { id, size, dataStart } = element;
      if (STEP_INTO.has(id)) {
        at = dataStart;
        continue;
      }
      if (size === null) return; // an unknown-size element we cannot skip
      const end = dataStart + size;
      if (id === ID.info) {
        for (const child of children(data, dataStart, end)) {
          if (child.id === ID.timecodeScale) state.scaleNs = readUint(data, child.dataStart, child.size);
          if (child.id === ID.duration) state.infoDuration = readFloat(data, child.dataStart, child.size);
        }
      } else if (id === ID.trackEntry) {
        let number: number | null = null;
        let type: number | null = null;
        for (const child of children(data, dataStart, end)) {
          if (child.id === ID.trackNumber) number = readUint(data, child.dataStart, child.size);
          if (child.id === ID.trackType) type = readUint(data, child.dataStart, child.size);
        }
        if (number !== null && type !== null) tracks.set(number, type);
      } else if (id === ID.clusterTimecode) {
        state.clusterTime = readUint(data, dataStart, size);
      } else if (id === ID.simpleBlock) {
        onBlock(dataStart, null);
      } else if (id === ID.blockGroup) {
        let block: Element | null = null;
        let blockDuration: number | null = null;
        for (const child of children(data, dataStart, end)) {
          if (child.id === ID.block) block = child;
          if (child.id === ID.blockDuration) blockDuration = readUint(data, child.dataStart, child.size);
        }
        if (block) onBlock(block.dataStart, blockDuration);
      }
      at = end;
    }
  };

  try {
    walk();
  } catch (error) {
    // A recording cut short (or junk after it) ends the walk; what was read so far still counts.
    if (!(error instanceof RangeError)) throw error;
  }

  const types = [...tracks.values()];
  const toMs = (ticks: number) => (ticks * state.scaleNs) / 1_000_000;
  const candidates = [state.infoDuration, state.lastEnd].filter(
    (value): value is number => value !== null && Number.isFinite(value) && value >= 0,
  );
  return {
    audioTracks: types.filter((type) => type === TRACK_AUDIO).length,
    videoTracks: types.filter((type) => type === TRACK_VIDEO).length,
    audioFrames: state.audioFrames,
    durationMs: candidates.length > 0 ? Math.round(toMs(Math.max(...candidates))) : null,
  };
}
