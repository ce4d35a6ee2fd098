import { WAVEFORM_POINTS } from '@fura/domain/constants';

/**
 * WAVEFORM_POINTS values in 0..1: the peak of each bucket of samples over all channels, divided by the loudest
 * peak (silence stays 0).
 */
export function waveformOf(channels: readonly Float32Array[], points = WAVEFORM_POINTS): number[] {
  const length = channels.reduce((max, channel) => Math.max(max, channel.length), 0);
  const peaks = new Array<number>(points).fill(0);
  if (length === 0) return peaks;
  for (let bucket = 0; bucket < points; bucket++) {
    const start = Math.floor((bucket * length) / points);
    const end = Math.max(start + 1, Math.floor(((bucket + 1) * length) / points));
    let peak = 0;
    for (const channel of channels) {
      for (let index = start; index < end && index < channel.length; index++) {
        const value = Math.abs(channel[index] ?? 0);
        if (value > peak) peak = value;
      }
    }
    peaks[bucket] = peak;
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((peak) => Math.min(1, peak / loudest)) : peaks;
}

/** Fewer bars for the player: the highest value of each group of points. */
export function barsOf(waveform: readonly number[], bars: number): number[] {
  if (waveform.length === 0) return new Array<number>(bars).fill(0);
  return Array.from({ length: bars }, (_, bar) => {
    const start = Math.floor((bar * waveform.length) / bars);
    const end = Math.max(start + 1, Math.floor(((bar + 1) * waveform.length) / bars));
    let peak = 0;
    for (let index = start; index < end; index++) peak = Math.max(peak, waveform[index] ?? 0);
    return Math.min(1, Math.max(0, peak));
  });
}
