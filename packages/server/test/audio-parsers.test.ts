import { describe, expect, it } from 'vitest';
import { summarizeMp4 } from '../src/audio/mp4-duration';
import { summarizeOgg } from '../src/audio/ogg-duration';
import { summarizeWebm } from '../src/audio/webm-duration';
import { mp4File, oggOpus, oggTheora, oggVorbis, webmFile } from './helpers/audio-fixtures';

const TOLERANCE_MS = 50;

function expectNear(actual: number | null, expected: number): void {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual ?? 0) - expected)).toBeLessThanOrEqual(TOLERANCE_MS);
}

describe('WebM', () => {
  it.each([1_000, 12_345, 61_000])(
    'reads %i ms from the last cluster and block (no Duration element)',
    (ms) => {
      const summary = summarizeWebm(webmFile({ durationMs: ms }));
      expect(summary).toMatchObject({ audioTracks: 1, videoTracks: 0 });
      expect(summary.audioFrames).toBe(Math.ceil(ms / 20));
      expectNear(summary.durationMs, ms);
    },
  );

  it('uses Info/Duration × TimecodeScale when present', () => {
    // Frames every second end at 5 000 ms, later than the header's 4 321 ms: the later of the two wins.
    const summary = summarizeWebm(webmFile({ durationMs: 4_321, withDurationElement: true, frameMs: 1_000 }));
    expect(summary.durationMs).toBe(5_000);
    const exact = summarizeWebm(webmFile({ durationMs: 4_321, withDurationElement: true }));
    expectNear(exact.durationMs, 4_321);
  });

  it('counts video tracks and only audio frames', () => {
    const video = summarizeWebm(webmFile({ durationMs: 2_000, tracks: ['video'] }));
    expect(video).toMatchObject({ audioTracks: 0, videoTracks: 1, audioFrames: 0 });
    const both = summarizeWebm(webmFile({ durationMs: 2_000, tracks: ['video', 'audio'] }));
    expect(both).toMatchObject({ audioTracks: 1, videoTracks: 1, audioFrames: 100 });
  });

  it('survives a recording cut in the middle of a block and junk bytes', () => {
    const whole = webmFile({ durationMs: 3_000 });
    const cut = summarizeWebm(whole.subarray(0, whole.length - 5));
    expectNear(cut.durationMs, 3_000);
    const junk = summarizeWebm(Buffer.concat([whole, Buffer.from([0x00, 0x00, 0x00])]));
    expectNear(junk.durationMs, 3_000);
  });

  it('has no audio frames when there are none', () => {
    expect(summarizeWebm(webmFile({ durationMs: 0 }))).toMatchObject({ audioFrames: 0, durationMs: null });
  });
});

describe('Ogg', () => {
  it.each([1_000, 7_777, 299_000])('Opus: %i ms from the last granule minus pre-skip at 48 kHz', (ms) => {
    const summary = summarizeOgg(oggOpus({ durationMs: ms }));
    expect(summary.codecs).toEqual(['opus']);
    expectNear(summary.durationMs, ms);
  });

  it('Opus: the pre-skip is subtracted', () => {
    expect(summarizeOgg(oggOpus({ durationMs: 2_000, preSkip: 48_000 })).durationMs).toBe(2_000);
  });

  it.each([8_000, 44_100, 48_000])('Vorbis at %i Hz: granule / sample rate', (rate) => {
    const summary = summarizeOgg(oggVorbis({ durationMs: 5_500, sampleRate: rate }));
    expect(summary.codecs).toEqual(['vorbis']);
    expectNear(summary.durationMs, 5_500);
  });

  it('headers only: zero length; Theora: another codec', () => {
    expect(summarizeOgg(oggOpus({ durationMs: 0 })).durationMs).toBe(0);
    expect(summarizeOgg(oggTheora())).toEqual({ codecs: ['other'], durationMs: null });
  });

  it('ignores a last page cut short', () => {
    const whole = oggOpus({ durationMs: 3_000 });
    const cut = summarizeOgg(whole.subarray(0, whole.length - 2));
    // The last full page ends at 2 s (50 packets of 20 ms per page).
    expectNear(cut.durationMs, 2_000);
  });
});

describe('MP4', () => {
  it.each([
    { version: 0 as const, timescale: 44_100 },
    { version: 1 as const, timescale: 48_000 },
    { version: 0 as const, timescale: 1_000 },
  ])('mvhd version $version at $timescale', ({ version, timescale }) => {
    const summary = summarizeMp4(mp4File({ durationMs: 65_432, version, timescale }));
    expect(summary).toMatchObject({ audioTracks: 1, videoTracks: 0 });
    expectNear(summary.durationMs, 65_432);
  });

  it('fragmented (mvhd duration 0): the end of the last fragment', () => {
    const summary = summarizeMp4(mp4File({ durationMs: 9_876, fragmented: true, brand: 'iso5' }));
    expect(summary.audioTracks).toBe(1);
    expectNear(summary.durationMs, 9_876);
  });

  it('sees video tracks and survives garbage', () => {
    expect(summarizeMp4(mp4File({ durationMs: 1_000, tracks: ['video'] }))).toMatchObject({
      audioTracks: 0,
      videoTracks: 1,
    });
    expect(summarizeMp4(Buffer.from('not an mp4 at all'))).toEqual({
      audioTracks: 0,
      videoTracks: 0,
      durationMs: null,
    });
  });
});
