import { describe, expect, it } from 'vitest';
import { VOICE_MAX_BYTES, VOICE_MAX_MS, VOICE_MESSAGES } from '@fura/domain/voice';
import { checkVoice } from '../src/audio/check-voice';
import { AppError } from '../src/http/errors';
import {
  NOT_AUDIO,
  mp4Audio,
  mp4File,
  oggOpus,
  oggTheora,
  oggVorbis,
  webmAudio,
  webmFile,
} from './helpers/audio-fixtures';

async function refusal(data: Buffer): Promise<{ status: number; msg: string | undefined }> {
  try {
    await checkVoice(data);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, msg: error.errors[0]?.msg };
    throw error;
  }
  throw new Error('the file was accepted');
}

const NOT_AUDIO_REFUSAL = { status: 415, msg: VOICE_MESSAGES.notAudio };

describe('checkVoice accepts real recordings', () => {
  it.each([
    ['WebM without Duration (Chromium)', webmAudio({ durationMs: 12_340 }), 'webm', 'audio/webm'],
    [
      'WebM with Duration (Firefox)',
      webmAudio({ durationMs: 12_340, withDurationElement: true }),
      'webm',
      'audio/webm',
    ],
    ['Ogg Opus', oggOpus({ durationMs: 12_340 }), 'ogg', 'audio/ogg'],
    ['Ogg Vorbis', oggVorbis({ durationMs: 12_340 }), 'ogg', 'audio/ogg'],
    ['M4A', mp4Audio({ durationMs: 12_340 }), 'mp4', 'audio/mp4'],
    [
      'fragmented MP4 (Safari)',
      mp4File({ durationMs: 12_340, fragmented: true, brand: 'iso5' }),
      'mp4',
      'audio/mp4',
    ],
  ])('%s', async (_name, data, container, mime) => {
    const checked = await checkVoice(data);
    expect(checked).toMatchObject({ container, mime });
    expect(Math.abs(checked.durationMs - 12_340)).toBeLessThanOrEqual(50);
  });

  it('accepts exactly five minutes', async () => {
    const checked = await checkVoice(oggOpus({ durationMs: VOICE_MAX_MS }));
    expect(checked.durationMs).toBe(VOICE_MAX_MS);
  });
});

describe('checkVoice refuses', () => {
  it.each(Object.entries(NOT_AUDIO))('%s → 415', async (_name, data) => {
    expect(await refusal(data)).toEqual(NOT_AUDIO_REFUSAL);
  });

  it('video-only or video+audio containers → 415', async () => {
    expect(await refusal(webmFile({ durationMs: 2_000, tracks: ['video'] }))).toEqual(NOT_AUDIO_REFUSAL);
    expect(await refusal(webmFile({ durationMs: 2_000, tracks: ['audio', 'video'] }))).toEqual(
      NOT_AUDIO_REFUSAL,
    );
    expect(await refusal(mp4File({ durationMs: 2_000, tracks: ['video'], brand: 'isom' }))).toEqual(
      NOT_AUDIO_REFUSAL,
    );
    expect(await refusal(oggTheora())).toEqual(NOT_AUDIO_REFUSAL);
  });

  it('Matroska that is not WebM, and an empty buffer → 415', async () => {
    expect(await refusal(webmFile({ durationMs: 2_000, docType: 'matroska' }))).toEqual(NOT_AUDIO_REFUSAL);
    expect(await refusal(Buffer.alloc(0))).toEqual(NOT_AUDIO_REFUSAL);
  });

  it('more than 10 MB → 413 before looking inside', async () => {
    const big = Buffer.concat([webmAudio({ durationMs: 1_000 }), Buffer.alloc(VOICE_MAX_BYTES)]);
    expect(await refusal(big)).toEqual({ status: 413, msg: VOICE_MESSAGES.tooBig });
    const junk = Buffer.alloc(VOICE_MAX_BYTES + 1, 0x41);
    expect(await refusal(junk)).toEqual({ status: 413, msg: VOICE_MESSAGES.tooBig });
  });

  it.each([
    ['WebM', webmAudio({ durationMs: 6 * 60_000 })],
    ['WebM with Duration', webmAudio({ durationMs: 6 * 60_000, withDurationElement: true })],
    ['Ogg Opus', oggOpus({ durationMs: 6 * 60_000 })],
    ['M4A', mp4Audio({ durationMs: 6 * 60_000 })],
  ])('%s of 6 minutes → 400 tooLong', async (_name, data) => {
    expect(await refusal(data)).toEqual({ status: 400, msg: VOICE_MESSAGES.tooLong });
  });

  it('5 minutes and 1 second → 400 tooLong', async () => {
    expect(await refusal(mp4Audio({ durationMs: VOICE_MAX_MS + 1_000 }))).toEqual({
      status: 400,
      msg: VOICE_MESSAGES.tooLong,
    });
  });

  it.each([
    ['WebM without frames', webmAudio({ durationMs: 0 })],
    ['WebM with a Duration but no frames', webmAudio({ durationMs: 0, withDurationElement: true })],
    ['Ogg with headers only', oggOpus({ durationMs: 0 })],
    ['M4A of 0 ms', mp4Audio({ durationMs: 0 })],
  ])('%s → 400 empty', async (_name, data) => {
    expect(await refusal(data)).toEqual({ status: 400, msg: VOICE_MESSAGES.empty });
  });
});
