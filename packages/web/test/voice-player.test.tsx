import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { TVoiceSound } from '@fura/domain/dialog-schemas';
import { WAVEFORM_POINTS } from '@fura/domain/constants';
import { VoicePlayer } from '../src/shared/voice/VoicePlayer';

const paused = new WeakMap<HTMLMediaElement, boolean>();
let playSpy: MockInstance<() => Promise<void>>;

function voice(overrides: Partial<TVoiceSound> = {}): TVoiceSound {
  return {
    url: '/api/dialog/voice/m1',
    mime: 'audio/webm',
    durationMs: 10_000,
    waveform: Array.from({ length: WAVEFORM_POINTS }, (_, index) => index / (WAVEFORM_POINTS - 1)),
    ...overrides,
  };
}

function renderPlayer(sound = voice()) {
  render(
    <MantineProvider env="test">
      <VoicePlayer voice={sound} />
    </MantineProvider>,
  );
  const audio = screen.getByTestId('voice-player').querySelector('audio');
  if (!audio) throw new Error('no audio element');
  return audio;
}

function playedBars() {
  return screen.getByTestId('voice-waveform').querySelectorAll('rect[class*="played"]').length;
}

beforeEach(() => {
  // jsdom has no media playback: play/pause flip the paused state and fire the events browsers fire.
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return paused.get(this) ?? true;
  });
  playSpy = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event('pause'));
    }
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VoicePlayer', () => {
  it('shows the duration and loads the audio from the message url', () => {
    const audio = renderPlayer();
    expect(audio.getAttribute('src')).toBe('/api/dialog/voice/m1');
    expect(screen.getByTestId('voice-time').textContent).toBe('0:10');
    expect(playedBars()).toBe(0);
    expect(screen.getByTestId('voice-waveform').querySelectorAll('rect').length).toBeGreaterThan(10);
  });

  it('plays, shows the progress on the waveform and the position, pauses', async () => {
    const audio = renderPlayer();
    const play = screen.getByTestId('voice-play');

    await act(async () => {
      fireEvent.click(play);
      await Promise.resolve();
    });
    expect(playSpy).toHaveBeenCalled();
    expect(play.getAttribute('data-playing')).toBe('true');
    expect(play.getAttribute('aria-label')).toBe('Пауза');

    act(() => {
      audio.currentTime = 4.2;
      audio.dispatchEvent(new Event('timeupdate'));
    });
    expect(screen.getByTestId('voice-time').textContent).toBe('0:04');
    expect(screen.getByTestId('voice-waveform').getAttribute('data-progress')).toBe('0.420');
    expect(playedBars()).toBeGreaterThan(15);
    expect(playedBars()).toBeLessThan(25);

    fireEvent.click(play);
    expect(play.getAttribute('data-playing')).toBe('false');
  });

  it('seeks where the waveform is clicked or tapped', () => {
    const audio = renderPlayer();
    const wave = screen.getByTestId('voice-waveform');
    vi.spyOn(wave, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 0, width: 200, height: 32 }),
    );

    fireEvent.pointerDown(wave, { clientX: 250 });

    expect(audio.currentTime).toBeCloseTo(7.5);
    expect(wave.getAttribute('data-progress')).toBe('0.750');
    expect(screen.getByTestId('voice-time').textContent).toBe('0:07');
  });

  it('seeks with the keyboard', () => {
    const audio = renderPlayer();
    const wave = screen.getByTestId('voice-waveform');
    fireEvent.keyDown(wave, { key: 'ArrowRight' });
    expect(audio.currentTime).toBe(5);
    fireEvent.keyDown(wave, { key: 'End' });
    expect(audio.currentTime).toBe(10);
  });

  it('returns to the start when the message ends', async () => {
    const audio = renderPlayer();
    await act(async () => {
      fireEvent.click(screen.getByTestId('voice-play'));
      await Promise.resolve();
    });
    act(() => {
      audio.currentTime = 10;
      audio.dispatchEvent(new Event('timeupdate'));
      paused.set(audio, true);
      audio.dispatchEvent(new Event('pause'));
      audio.dispatchEvent(new Event('ended'));
    });
    expect(screen.getByTestId('voice-play').getAttribute('data-playing')).toBe('false');
    expect(screen.getByTestId('voice-time').textContent).toBe('0:10');
    expect(playedBars()).toBe(0);
  });

  it('says when the audio cannot be played', () => {
    const audio = renderPlayer();
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    expect(screen.getByTestId('voice-time').textContent).toBe('Ошибка');
  });
});
