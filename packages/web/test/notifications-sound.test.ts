import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_RESUME_INTERVAL_MS, NOTIFICATION_SOUND_VOLUME } from '@fura/domain/constants';
import { playSound, resetSoundForTests, startSoundUnlock } from '../src/shared/sound/play-sound';

/** A Web Audio context that records what was played. */
class FakeContext {
  static last: FakeContext | null = null;
  static startState: AudioContextState = 'running';
  state: AudioContextState = FakeContext.startState;
  destination = {};
  gains: { gain: { value: number }; connect: (node: unknown) => unknown }[] = [];
  started = vi.fn();
  resume = vi.fn(() => {
    this.state = 'running';
    return Promise.resolve();
  });
  constructor() {
    FakeContext.last = this;
  }
  decodeAudioData = vi.fn((data: ArrayBuffer) => Promise.resolve({ length: data.byteLength }));
  createGain() {
    const gain = { gain: { value: 1 }, connect: (node: unknown) => node };
    this.gains.push(gain);
    return gain;
  }
  createBufferSource() {
    return { buffer: null, connect: (node: unknown) => node, start: this.started };
  }
}

/** Lets fetch, reading the body and decoding settle (a few turns of the event loop). */
async function flush() {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0));
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetSoundForTests();
  FakeContext.last = null;
  FakeContext.startState = 'running';
  fetchMock = vi.fn((_url: string) =>
    Promise.resolve(new Response(new Uint8Array([1, 2, 3, 4]), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('AudioContext', FakeContext);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The first gesture, as startSoundUnlock waits for it. */
function gesture() {
  const stop = startSoundUnlock();
  window.dispatchEvent(new Event('pointerdown'));
  stop();
}

describe('playSound', () => {
  it('makes no audio context before the first gesture (the browser would warn), and stays silent', async () => {
    playSound('notification');
    await flush();
    expect(FakeContext.last).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('plays our own notification file at volume 0.1', async () => {
    gesture();
    await flush();
    // Both files are fetched and decoded on the gesture, once.
    expect(fetchMock).toHaveBeenCalledWith('/sounds/notification.wav');
    expect(fetchMock).toHaveBeenCalledWith('/sounds/message.wav');
    playSound('notification');
    await flush();
    expect(FakeContext.last?.started).toHaveBeenCalledTimes(1);
    expect(FakeContext.last?.gains[0]?.gain.value).toBe(NOTIFICATION_SOUND_VOLUME);

    playSound('message');
    playSound('notification');
    await flush();
    expect(FakeContext.last?.started).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not queue a beep while autoplay is blocked, and tries to resume', async () => {
    FakeContext.startState = 'suspended';
    gesture();
    const context = FakeContext.last;
    if (context) context.state = 'suspended';
    context?.resume.mockClear();
    playSound('notification');
    await flush();
    expect(FakeContext.last?.resume).toHaveBeenCalled();
    expect(FakeContext.last?.started).not.toHaveBeenCalled();
  });

  it('falls back to an audio element at volume 0.1 without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    const played: { src: string; volume: number }[] = [];
    class FakeAudio {
      volume = 1;
      constructor(readonly src: string) {}
      play() {
        played.push({ src: this.src, volume: this.volume });
        return Promise.resolve();
      }
    }
    vi.stubGlobal('Audio', FakeAudio);
    playSound('message');
    expect(played).toEqual([{ src: '/sounds/message.wav', volume: NOTIFICATION_SOUND_VOLUME }]);
  });
});

describe('startSoundUnlock', () => {
  it('unlocks on the first gesture and resumes a suspended context every 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    FakeContext.startState = 'suspended';
    const stop = startSoundUnlock();

    window.dispatchEvent(new Event('pointerdown'));
    const context = FakeContext.last;
    expect(context?.resume).toHaveBeenCalledTimes(1);
    await flush();
    expect(fetchMock).toHaveBeenCalledWith('/sounds/notification.wav');

    // The browser suspends it again (e.g. a device change): the timer brings it back.
    if (context) context.state = 'suspended';
    vi.advanceTimersByTime(AUDIO_RESUME_INTERVAL_MS - 1);
    expect(context?.resume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(context?.resume).toHaveBeenCalledTimes(2);

    stop();
    if (context) context.state = 'suspended';
    vi.advanceTimersByTime(AUDIO_RESUME_INTERVAL_MS * 3);
    expect(context?.resume).toHaveBeenCalledTimes(2);
  });
});
