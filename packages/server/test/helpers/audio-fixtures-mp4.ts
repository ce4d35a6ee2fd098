/** MP4/M4A voice recordings built in code: ftyp + moov (mvhd, trak with a handler) + mdat, or fragmented. */

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff));
  return box(type, head, ...payload);
}

function u32(...values: number[]): Buffer {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => bytes.writeUInt32BE(value >>> 0, index * 4));
  return bytes;
}

function u64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

function mvhd(version: 0 | 1, timescale: number, duration: number, nextTrack: number): Buffer {
  const times =
    version === 1
      ? Buffer.concat([u64(0), u64(0), u32(timescale), u64(duration)])
      : u32(0, 0, timescale, duration);
  const rest = Buffer.concat([
    u32(0x00010000),
    Buffer.from([1, 0]),
    Buffer.alloc(10),
    MATRIX,
    Buffer.alloc(24),
    u32(nextTrack),
  ]);
  return fullBox('mvhd', version, 0, times, rest);
}

function trak(id: number, kind: 'soun' | 'vide', timescale: number, duration: number): Buffer {
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0, 0, id, 0, duration, 0, 0),
    Buffer.from([0, 0, 0, 0, kind === 'soun' ? 1 : 0, 0, 0, 0]),
    MATRIX,
    u32(kind === 'vide' ? 320 << 16 : 0, kind === 'vide' ? 240 << 16 : 0),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), Buffer.from([0x55, 0xc4, 0, 0]));
  const name = kind === 'soun' ? 'SoundHandler\0' : 'VideoHandler\0';
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from(kind, 'latin1'),
    Buffer.alloc(12),
    Buffer.from(name, 'latin1'),
  );
  const header = kind === 'soun' ? fullBox('smhd', 0, 0, u32(0)) : fullBox('vmhd', 0, 1, Buffer.alloc(8));
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(0)),
    fullBox('stts', 0, 0, u32(0)),
    fullBox('stsc', 0, 0, u32(0)),
    fullBox('stsz', 0, 0, u32(0, 0)),
    fullBox('stco', 0, 0, u32(0)),
  );
  const minf = box('minf', header, box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))), stbl);
  return box('trak', tkhd, box('mdia', mdhd, hdlr, minf));
}

export interface Mp4Options {
  durationMs: number;
  /** `mvhd` version: 1 writes 64-bit times. */
  version?: 0 | 1;
  timescale?: number;
  /** Major brand: 'M4A ' (file-type says audio/x-m4a) or e.g. 'iso5' (says video/mp4). */
  brand?: string;
  tracks?: readonly ('audio' | 'video')[];
  /** Safari-like: `mvhd` duration 0, the length is in moof/traf/trun fragments of 1024-sample frames. */
  fragmented?: boolean;
}

function fragments(totalSamples: number): Buffer[] {
  const out: Buffer[] = [];
  const frame = 1024;
  let decoded = 0;
  for (let sequence = 1; decoded < totalSamples; sequence += 1) {
    const durations: number[] = [];
    let inFragment = 0;
    while (durations.length < 43 && decoded + inFragment < totalSamples) {
      const length = Math.min(frame, totalSamples - decoded - inFragment);
      durations.push(length);
      inFragment += length;
    }
    const tfhd = fullBox('tfhd', 0, 0x020000, u32(1));
    const tfdt = fullBox('tfdt', 1, 0, u64(decoded));
    const samples = durations.flatMap((length) => [length, 4]);
    const trun = fullBox('trun', 0, 0x000301, u32(durations.length, 0), u32(...samples));
    out.push(box('moof', fullBox('mfhd', 0, 0, u32(sequence)), box('traf', tfhd, tfdt, trun)));
    out.push(box('mdat', Buffer.alloc(durations.length * 4, 0x21)));
    decoded += inFragment;
  }
  return out;
}

/** An MP4 container; by default an M4A with one audio track whose `mvhd` says `durationMs`. */
export function mp4File({
  durationMs,
  version = 0,
  timescale = 44_100,
  brand = 'M4A ',
  tracks = ['audio'],
  fragmented = false,
}: Mp4Options): Buffer {
  const units = Math.round((durationMs * timescale) / 1000);
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), u32(0), Buffer.from(`${brand}isommp42`, 'latin1'));
  const traks = tracks.map((kind, index) =>
    trak(index + 1, kind === 'audio' ? 'soun' : 'vide', timescale, fragmented ? 0 : units),
  );
  const mvex = fragmented ? [box('mvex', fullBox('trex', 0, 0, u32(1, 1, 1024, 0, 0)))] : [];
  const moov = box(
    'moov',
    mvhd(version, timescale, fragmented ? 0 : units, tracks.length + 1),
    ...traks,
    ...mvex,
  );
  const media = fragmented ? fragments(units) : [box('mdat', Buffer.alloc(64, 0x21))];
  return Buffer.concat([ftyp, moov, ...media]);
}

/** An audio-only M4A whose header says `durationMs`. */
export function mp4Audio({ durationMs }: { durationMs: number }): Buffer {
  return mp4File({ durationMs });
}
