import { boxes, child, childrenOf, readVersioned, type Box } from './mp4-boxes';
import { fragmentedDurationMs } from './mp4-fragments';

/**
 * A small MP4/M4A reader for voice messages: the handler of each track (`soun`, `vide`, …) and the duration from
 * `moov/mvhd` (duration / timescale, version 0 or 1), or from the fragments when the header has none.
 */

export interface Mp4Summary {
  audioTracks: number;
  videoTracks: number;
  durationMs: number | null;
}

interface Track {
  id: number;
  handler: string;
  timescale: number;
}

/** `mvhd`: timescale and duration; a duration of all ones means "unknown". */
function movieHeader(data: Buffer, mvhd: Box): { timescale: number; duration: number | null } {
  const version = data.readUInt8(mvhd.start);
  const times = mvhd.start + 4 + (version === 1 ? 16 : 8); // creation + modification
  const timescale = data.readUInt32BE(times);
  const unknown = version === 1 ? data.readBigUInt64BE(times + 4) === 0xffffffffffffffffn : false;
  const { value } = readVersioned(data, times + 4, version);
  return { timescale, duration: unknown || (version === 0 && value === 0xffffffff) ? null : value };
}

function readTrack(data: Buffer, trak: Box): Track | null {
  const tkhd = child(data, trak, 'tkhd');
  const mdia = child(data, trak, 'mdia');
  const hdlr = mdia && child(data, mdia, 'hdlr');
  if (!tkhd || !mdia || !hdlr) return null;
  const tkhdVersion = data.readUInt8(tkhd.start);
  const id = data.readUInt32BE(tkhd.start + 4 + (tkhdVersion === 1 ? 16 : 8));
  const handler = data.toString('latin1', hdlr.start + 8, hdlr.start + 12);
  const mdhd = child(data, mdia, 'mdhd');
  const mdhdVersion = mdhd ? data.readUInt8(mdhd.start) : 0;
  const timescale = mdhd ? data.readUInt32BE(mdhd.start + 4 + (mdhdVersion === 1 ? 16 : 8)) : 0;
  return { id, handler, timescale };
}

export function summarizeMp4(data: Buffer): Mp4Summary {
  const none: Mp4Summary = { audioTracks: 0, videoTracks: 0, durationMs: null };
  try {
    const moov = [...boxes(data, 0, data.length)].find((box) => box.type === 'moov');
    if (!moov) return none;
    const tracks = childrenOf(data, moov, 'trak')
      .map((trak) => readTrack(data, trak))
      .filter((track): track is Track => track !== null);
    const audio = tracks.filter((track) => track.handler === 'soun');
    const mvhd = child(data, moov, 'mvhd');
    const header = mvhd ? movieHeader(data, mvhd) : null;
    const candidates: number[] = [];
    if (header && header.timescale > 0 && header.duration !== null) {
      candidates.push((header.duration * 1000) / header.timescale);
    }
    for (const track of audio) {
      const fragments = fragmentedDurationMs(data, moov, track);
      if (fragments !== null) candidates.push(fragments);
    }
    return {
      audioTracks: audio.length,
      videoTracks: tracks.filter((track) => track.handler === 'vide').length,
      durationMs: candidates.length > 0 ? Math.round(Math.max(...candidates)) : null,
    };
  } catch (error) {
    if (error instanceof RangeError) return none;
    throw error;
  }
}
