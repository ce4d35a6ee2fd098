import { fileTypeFromBuffer } from 'file-type';
import {
  VOICE_FIELD,
  VOICE_MAX_BYTES,
  VOICE_MAX_MS,
  VOICE_MESSAGES,
  type VoiceContainer,
} from '@fura/domain/voice';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../http/errors';
import { summarizeMp4 } from './mp4-duration';
import { summarizeOgg } from './ogg-duration';
import { summarizeWebm } from './webm-duration';

export interface CheckedVoice {
  container: VoiceContainer;
  /** The type the file is served with (never the client's Content-Type). */
  mime: string;
  durationMs: number;
}

const MIME: Record<VoiceContainer, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
};

/** file-type's extension → our container; Ogg only with Opus or Vorbis, MP4 family only where it may be audio. */
const CONTAINER_BY_EXT: Record<string, VoiceContainer> = {
  webm: 'webm',
  opus: 'ogg',
  ogg: 'ogg',
  mp4: 'mp4',
  m4a: 'mp4',
  m4b: 'mp4',
};

const notAudio = () => unsupportedMedia(VOICE_MESSAGES.notAudio, VOICE_FIELD);

interface Summary {
  ok: boolean;
  durationMs: number | null;
}

function summarize(container: VoiceContainer, data: Buffer): Summary {
  if (container === 'webm') {
    const webm = summarizeWebm(data);
    return {
      ok: webm.audioTracks > 0 && webm.videoTracks === 0,
      durationMs: webm.audioFrames > 0 ? webm.durationMs : 0,
    };
  }
  if (container === 'ogg') {
    const ogg = summarizeOgg(data);
    // One logical stream, Opus or Vorbis: anything multiplexed beside it (video, other codecs) is refused.
    const codec = ogg.codecs[0];
    return { ok: ogg.codecs.length === 1 && codec !== 'other', durationMs: ogg.durationMs };
  }
  const mp4 = summarizeMp4(data);
  return { ok: mp4.audioTracks > 0 && mp4.videoTracks === 0, durationMs: mp4.durationMs };
}

/**
 * Accepts a voice recording only by its content: WebM, Ogg (Opus/Vorbis) or MP4 with audio and no video, at most
 * VOICE_MAX_BYTES and VOICE_MAX_MS, not empty. Throws AppError 413 tooBig, 415 notAudio, 400 tooLong / empty.
 */
export async function checkVoice(data: Buffer): Promise<CheckedVoice> {
  if (data.length > VOICE_MAX_BYTES) throw payloadTooLarge(VOICE_MESSAGES.tooBig, VOICE_FIELD);
  const detected = await fileTypeFromBuffer(data);
  const container = detected ? CONTAINER_BY_EXT[detected.ext] : undefined;
  if (!container) throw notAudio();
  const { ok, durationMs } = summarize(container, data);
  if (!ok) throw notAudio();
  if (durationMs === null) throw badRequest(VOICE_MESSAGES.empty, VOICE_FIELD);
  if (durationMs > VOICE_MAX_MS) throw badRequest(VOICE_MESSAGES.tooLong, VOICE_FIELD);
  if (durationMs <= 0) throw badRequest(VOICE_MESSAGES.empty, VOICE_FIELD);
  return { container, mime: MIME[container], durationMs };
}
