/**
 * Minimal but well-formed voice recordings built in code (no binaries from the internet): WebM as Chromium's
 * MediaRecorder writes it (unknown-size Segment and Clusters, SimpleBlocks, Duration optional), Ogg Opus / Vorbis
 * pages with real CRCs, and MP4/M4A (plain or fragmented like Safari's). Used by the audio unit tests and by the
 * voice route tests.
 */
export { mp4Audio, mp4File } from './audio-fixtures-mp4';
export { oggOpus, oggTheora, oggVorbis } from './audio-fixtures-ogg';

// ---- WebM (EBML) ----

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

function sizeBytes(size: number): Buffer {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length += 1;
  const bytes = Buffer.alloc(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[0]! |= 0x80 >> (length - 1);
  return bytes;
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function el(id: number, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([idBytes(id), sizeBytes(body.length), body]);
}

function unknownSize(id: number, ...payload: Buffer[]): Buffer {
  return Buffer.concat([idBytes(id), UNKNOWN_SIZE, ...payload]);
}

function uint(value: number): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

function float64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
}

const str = (value: string) => Buffer.from(value, 'latin1');

export interface WebmOptions {
  durationMs: number;
  /** Write Segment/Info/Duration (Firefox does; Chromium's MediaRecorder does not). */
  withDurationElement?: boolean;
  /** Track kinds, numbered from 1; blocks are written for every track. Default: one audio track. */
  tracks?: readonly ('audio' | 'video')[];
  /** EBML DocType; "matroska" makes a .mkv. */
  docType?: string;
  /** Time between frames. */
  frameMs?: number;
}

/** A WebM/Matroska file; frames every `frameMs` until `durationMs`, in clusters of at most 10 s. */
export function webmFile({
  durationMs,
  withDurationElement = false,
  tracks = ['audio'],
  docType = 'webm',
  frameMs = 20,
}: WebmOptions): Buffer {
  const header = el(
    0x1a45dfa3,
    el(0x4286, uint(1)),
    el(0x42f7, uint(1)),
    el(0x42f2, uint(4)),
    el(0x42f3, uint(8)),
    el(0x4282, str(docType)),
    el(0x4287, uint(4)),
    el(0x4285, uint(2)),
  );
  const info = el(
    0x1549a966,
    el(0x2ad7b1, uint(1_000_000)),
    el(0x4d80, str('fura-test')),
    el(0x5741, str('fura-test')),
    ...(withDurationElement ? [el(0x4489, float64(durationMs))] : []),
  );
  const entries = tracks.map((kind, index) =>
    el(
      0xae,
      el(0xd7, uint(index + 1)),
      el(0x73c5, uint(index + 1)),
      el(0x83, uint(kind === 'video' ? 1 : 2)),
      el(0x86, str(kind === 'video' ? 'V_VP8' : 'A_OPUS')),
      kind === 'video'
        ? el(0xe0, el(0xb0, uint(320)), el(0xba, uint(240)))
        : el(0xe1, el(0xb5, float64(48_000)), el(0x9f, uint(1))),
    ),
  );
  const clusters: Buffer[] = [];
  const frames = Math.ceil(durationMs / frameMs);
  const clusterMs = 10_000;
  for (let clusterStart = 0; clusterStart < frames * frameMs; clusterStart += clusterMs) {
    const blocks: Buffer[] = [];
    for (
      let time = clusterStart;
      time < Math.min(clusterStart + clusterMs, frames * frameMs);
      time += frameMs
    ) {
      for (let track = 1; track <= tracks.length; track += 1) {
        const block = Buffer.alloc(4);
        block[0] = 0x80 | track;
        block.writeInt16BE(time - clusterStart, 1);
        block[3] = 0x80; // keyframe
        blocks.push(el(0xa3, block, Buffer.from([0xfc, 0xff, 0xfe])));
      }
    }
    clusters.push(unknownSize(0x1f43b675, el(0xe7, uint(clusterStart)), ...blocks));
  }
  const segment = unknownSize(0x18538067, info, el(0x1654ae6b, ...entries), ...clusters);
  return Buffer.concat([header, segment]);
}

/** An audio-only WebM (Opus) of about `durationMs`. */
export function webmAudio({
  durationMs,
  withDurationElement = false,
}: {
  durationMs: number;
  withDurationElement?: boolean;
}): Buffer {
  return webmFile({ durationMs, withDurationElement });
}

// ---- not audio ----

/** The first bytes of a PNG (signature + IHDR), a JPEG (SOI + JFIF APP0), plain text and an HTML page. */
export const NOT_AUDIO = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  ]),
  jpeg: Buffer.concat([
    Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
    Buffer.from('ffd9', 'hex'),
  ]),
  text: Buffer.from('Привет! Это не голосовое сообщение.\n'.repeat(20), 'utf8'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>', 'utf8'),
} as const;
