import { boxes, child, childrenOf, readVersioned, type Box } from './mp4-boxes';

/**
 * The length of a fragmented MP4 track (Safari's MediaRecorder writes fragments, its `mvhd` duration may be 0):
 * the end of the last fragment, from each `traf`'s decode time (`tfdt`) plus its `trun` sample durations, in the
 * track's own timescale.
 */

const TFHD_BASE_DATA_OFFSET = 0x01;
const TFHD_SAMPLE_DESCRIPTION = 0x02;
const TFHD_DEFAULT_DURATION = 0x08;
const TRUN_DATA_OFFSET = 0x01;
const TRUN_FIRST_SAMPLE_FLAGS = 0x04;
const TRUN_SAMPLE_DURATION = 0x100;
const TRUN_SAMPLE_FIELDS = [0x100, 0x200, 0x400, 0x800];

export interface FragmentTrack {
  id: number;
  /** Units per second of the track's times (its `mdhd`). */
  timescale: number;
}

function flagsOf(data: Buffer, box: Box): number {
  return data.readUInt32BE(box.start) & 0xffffff;
}

/** `trex` default sample duration for the track, from `moov/mvex`. */
function trexDefault(data: Buffer, moov: Box, trackId: number): number {
  const mvex = child(data, moov, 'mvex');
  if (!mvex) return 0;
  for (const trex of childrenOf(data, mvex, 'trex')) {
    if (data.readUInt32BE(trex.start + 4) === trackId) return data.readUInt32BE(trex.start + 12);
  }
  return 0;
}

/** The total of one `trun`'s sample durations. */
function trunDuration(data: Buffer, trun: Box, defaultDuration: number): number {
  const flags = flagsOf(data, trun);
  const count = data.readUInt32BE(trun.start + 4);
  let at = trun.start + 8;
  if (flags & TRUN_DATA_OFFSET) at += 4;
  if (flags & TRUN_FIRST_SAMPLE_FLAGS) at += 4;
  const perSample = TRUN_SAMPLE_FIELDS.filter((field) => flags & field).length * 4;
  if (!(flags & TRUN_SAMPLE_DURATION)) return count * defaultDuration;
  // Only the samples actually present in the box count (a forged count cannot make us loop for long).
  const present = Math.min(count, Math.floor((trun.end - at) / perSample));
  let total = 0;
  for (let i = 0; i < present; i += 1) total += data.readUInt32BE(at + i * perSample);
  return total;
}

export function fragmentedDurationMs(data: Buffer, moov: Box, track: FragmentTrack): number | null {
  if (track.timescale <= 0) return null;
  const fallback = trexDefault(data, moov, track.id);
  let running = 0;
  let latest: number | null = null;
  for (const moof of boxes(data, 0, data.length)) {
    if (moof.type !== 'moof') continue;
    for (const traf of childrenOf(data, moof, 'traf')) {
      const tfhd = child(data, traf, 'tfhd');
      if (!tfhd || data.readUInt32BE(tfhd.start + 4) !== track.id) continue;
      const tfhdFlags = flagsOf(data, tfhd);
      let at = tfhd.start + 8;
      if (tfhdFlags & TFHD_BASE_DATA_OFFSET) at += 8;
      if (tfhdFlags & TFHD_SAMPLE_DESCRIPTION) at += 4;
      const defaultDuration = tfhdFlags & TFHD_DEFAULT_DURATION ? data.readUInt32BE(at) : fallback;
      const tfdt = child(data, traf, 'tfdt');
      const start = tfdt ? readVersioned(data, tfdt.start + 4, data.readUInt8(tfdt.start)).value : running;
      let end = start;
      for (const trun of childrenOf(data, traf, 'trun')) end += trunDuration(data, trun, defaultDuration);
      running = end;
      latest = Math.max(latest ?? 0, end);
    }
  }
  return latest === null ? null : (latest * 1000) / track.timescale;
}
