import { describe, expect, it } from 'vitest';
import { WAVEFORM_POINTS } from '../src/constants';
import { VOICE_MESSAGES, ZWaveform } from '../src/voice';
import { messagesOf } from './zod-issues';

function waveform(length: number, value = 0.5): number[] {
  return Array.from({ length }, () => value);
}

describe('ZWaveform', () => {
  it('is 300 points', () => expect(WAVEFORM_POINTS).toBe(300));

  it('takes exactly 300 numbers in 0..1, ends included', () => {
    const points = Array.from({ length: WAVEFORM_POINTS }, (_, i) => i / (WAVEFORM_POINTS - 1));
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(1);
    expect(ZWaveform.parse(points)).toEqual(points);
  });

  it.each([0, 299, 301])('%i numbers are refused in Russian', (length) => {
    expect(messagesOf(ZWaveform.safeParse(waveform(length)))).toEqual([
      { path: '', message: VOICE_MESSAGES.waveform },
    ]);
  });

  it.each([-0.01, 1.01, Number.NaN])('a value %o is refused', (value) => {
    const points = waveform(WAVEFORM_POINTS);
    points[150] = value;
    expect(ZWaveform.safeParse(points).success).toBe(false);
  });

  it.each([null, 'x', { length: 300 }, waveform(WAVEFORM_POINTS).map(String)])(
    '%o is not a waveform',
    (value) => {
      expect(ZWaveform.safeParse(value).success).toBe(false);
    },
  );

  it('the message names the size and the range', () => {
    expect(VOICE_MESSAGES.waveform).toBe('Форма волны — 300 чисел от 0 до 1');
  });
});
