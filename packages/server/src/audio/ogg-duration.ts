/**
 * A small Ogg reader for voice messages: the codec of each logical stream (from its first page) and the duration
 * from the last granule position — Opus counts 48 kHz samples including the pre-skip, Vorbis counts samples at its
 * own rate.
 */

const CAPTURE = 0x4f676753; // "OggS"
const HEADER_SIZE = 27;
const FLAG_BOS = 0x02;
const OPUS_RATE = 48_000;

export type OggCodec = 'opus' | 'vorbis' | 'other';

export interface OggSummary {
  /** One entry per logical stream, in the order their first pages appear. */
  codecs: OggCodec[];
  /** Of the first stream, when it is Opus or Vorbis and has audio pages; null otherwise. */
  durationMs: number | null;
}

interface Stream {
  codec: OggCodec;
  /** Samples per second the granule counts. */
  rate: number;
  /** Samples to drop at the start (Opus pre-skip). */
  skip: number;
  lastGranule: bigint | null;
}

function identify(packet: Buffer): Pick<Stream, 'codec' | 'rate' | 'skip'> {
  if (packet.length >= 19 && packet.toString('latin1', 0, 8) === 'OpusHead') {
    return { codec: 'opus', rate: OPUS_RATE, skip: packet.readUInt16LE(10) };
  }
  if (packet.length >= 30 && packet.readUInt8(0) === 1 && packet.toString('latin1', 1, 7) === 'vorbis') {
    const rate = packet.readUInt32LE(12);
    return rate > 0 ? { codec: 'vorbis', rate, skip: 0 } : { codec: 'other', rate: 0, skip: 0 };
  }
  return { codec: 'other', rate: 0, skip: 0 };
}

export function summarizeOgg(data: Buffer): OggSummary {
  const streams = new Map<number, Stream>();
  let at = 0;
  while (at + HEADER_SIZE <= data.length && data.readUInt32BE(at) === CAPTURE) {
    const flags = data.readUInt8(at + 5);
    const granule = data.readBigInt64LE(at + 6);
    const serial = data.readUInt32LE(at + 14);
    const segments = data.readUInt8(at + 26);
    const tableEnd = at + HEADER_SIZE + segments;
    if (tableEnd > data.length) break;
    let bodySize = 0;
    let firstPacket = 0;
    let firstPacketDone = false;
    for (let i = 0; i < segments; i += 1) {
      const lacing = data.readUInt8(at + HEADER_SIZE + i);
      bodySize += lacing;
      if (!firstPacketDone) firstPacket += lacing;
      if (lacing < 255) firstPacketDone = true;
    }
    const pageEnd = tableEnd + bodySize;
    if (pageEnd > data.length) break; // a page cut short does not count

    if ((flags & FLAG_BOS) !== 0 && !streams.has(serial)) {
      streams.set(serial, {
        ...identify(data.subarray(tableEnd, tableEnd + firstPacket)),
        lastGranule: null,
      });
    }
    const stream = streams.get(serial);
    // -1: no packet ends on this page.
    if (stream && granule !== -1n) stream.lastGranule = granule;
    at = pageEnd;
  }

  const all = [...streams.values()];
  const first = all[0];
  let durationMs: number | null = null;
  if (first && first.codec !== 'other' && first.lastGranule !== null) {
    const samples = Number(first.lastGranule) - first.skip;
    durationMs = samples > 0 ? Math.round((samples * 1000) / first.rate) : 0;
  }
  return { codecs: all.map((stream) => stream.codec), durationMs };
}
