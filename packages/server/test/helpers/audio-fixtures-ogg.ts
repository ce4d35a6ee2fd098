/** Ogg voice recordings built in code: Opus or Vorbis header pages, then audio pages with real CRCs and granules. */

const str = (value: string) => Buffer.from(value, 'latin1');

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let r = index << 24;
  for (let bit = 0; bit < 8; bit += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

interface PageInput {
  packets: Buffer[];
  granule: bigint;
  serial: number;
  sequence: number;
  bos?: boolean;
  eos?: boolean;
}

function oggPage({ packets, granule, serial, sequence, bos = false, eos = false }: PageInput): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    for (let left = packet.length; ; left -= 255) {
      lacing.push(Math.min(left, 255));
      if (left < 255) break;
    }
  }
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = (bos ? 0x02 : 0) | (eos ? 0x04 : 0);
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  const page = Buffer.concat([header, Buffer.from(lacing), ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Header packets, then audio packets of `samplesPerPacket`, 50 to a page; the last page's granule is exact. */
function oggStream(
  headers: Buffer[][],
  totalSamples: number,
  samplesPerPacket: number,
  skip: number,
): Buffer {
  const serial = 0x5eed;
  const pages = headers.map((packets, sequence) =>
    oggPage({ packets, granule: 0n, serial, sequence, bos: sequence === 0 }),
  );
  const packetCount = Math.ceil(totalSamples / samplesPerPacket);
  for (let first = 0; first < packetCount; first += 50) {
    const count = Math.min(50, packetCount - first);
    const last = first + count >= packetCount;
    const samples = last ? totalSamples : (first + count) * samplesPerPacket;
    const packets = Array.from({ length: count }, () => Buffer.from([0xf8, 0xff, 0xfe]));
    const granule = BigInt(skip + samples);
    pages.push(oggPage({ packets, granule, serial, sequence: pages.length, eos: last }));
  }
  return Buffer.concat(pages);
}

/** An Ogg Opus file as Firefox records it: OpusHead, OpusTags, 20 ms packets, 48 kHz granules plus pre-skip. */
export function oggOpus({ durationMs, preSkip = 312 }: { durationMs: number; preSkip?: number }): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  const vendor = str('fura-test');
  const tags = Buffer.concat([str('OpusTags'), uint32LE(vendor.length), vendor, uint32LE(0)]);
  return oggStream([[head], [tags]], Math.round(durationMs * 48), 960, preSkip);
}

/** An Ogg Vorbis file: identification header with the sample rate, comment and setup headers, audio pages. */
export function oggVorbis({
  durationMs,
  sampleRate = 44_100,
}: {
  durationMs: number;
  sampleRate?: number;
}): Buffer {
  const ident = Buffer.alloc(30);
  ident[0] = 1;
  ident.write('vorbis', 1, 'latin1');
  ident.writeUInt32LE(0, 7); // version
  ident[11] = 1; // channels
  ident.writeUInt32LE(sampleRate, 12);
  ident.writeInt32LE(64_000, 20); // nominal bitrate
  ident[28] = 0xb8; // block sizes 256/2048
  ident[29] = 1; // framing
  const comment = Buffer.concat([
    Buffer.from([3]),
    str('vorbis'),
    uint32LE(0),
    uint32LE(0),
    Buffer.from([1]),
  ]);
  const setup = Buffer.concat([Buffer.from([5]), str('vorbis'), Buffer.alloc(8)]);
  return oggStream([[ident], [comment, setup]], Math.round((durationMs * sampleRate) / 1000), 1024, 0);
}

/** An Ogg file whose only stream is Theora video. */
export function oggTheora(): Buffer {
  const ident = Buffer.concat([Buffer.from([0x80]), str('theora'), Buffer.alloc(35)]);
  return oggPage({ packets: [ident], granule: 0n, serial: 7, sequence: 0, bos: true, eos: true });
}

function uint32LE(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
}
