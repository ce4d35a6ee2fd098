import { WAVEFORM_POINTS } from '@fura/domain/constants';
import { createAudioContext } from '../sound/audio-context';
import { waveformOf } from './waveform';

export interface RecordingAnalysis {
  waveform: number[];
  /** From the decoded audio; null when the browser could not decode it. */
  durationMs: number | null;
}

function channelsOf(buffer: AudioBuffer): Float32Array[] {
  return Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index));
}

/** Decodes the recording to draw its waveform; a flat line when decoding is not possible. */
export async function analyseRecording(blob: Blob): Promise<RecordingAnalysis> {
  const flat = { waveform: new Array<number>(WAVEFORM_POINTS).fill(0), durationMs: null };
  const ctx = createAudioContext();
  if (!ctx) return flat;
  try {
    const buffer = await ctx.decodeAudioData(await blob.arrayBuffer());
    return { waveform: waveformOf(channelsOf(buffer)), durationMs: Math.round(buffer.duration * 1000) };
  } catch {
    return flat;
  } finally {
    ctx.close().catch(() => undefined);
  }
}
