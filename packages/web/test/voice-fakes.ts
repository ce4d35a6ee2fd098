import { vi } from 'vitest';

/** Browser media fakes for the voice tests: microphone, MediaRecorder and AudioContext decoding. */

export class FakeTrack {
  stop = vi.fn();
}

export function fakeStream(track = new FakeTrack()) {
  return { track, stream: { getTracks: () => [track] } };
}

export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static supported = new Set<string>(['audio/ogg;codecs=opus']);
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.has(type);

  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  start = vi.fn(() => {
    this.state = 'recording';
  });
  stop = vi.fn(() => {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    // As browsers do: the last data, then `stop`, asynchronously.
    queueMicrotask(() => {
      const data = new Blob([new Uint8Array(this.bytes)], { type: this.mimeType });
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
      this.dispatchEvent(new Event('stop'));
    });
  });

  constructor(
    readonly stream: unknown,
    options?: { mimeType?: string },
    private readonly bytes = 64,
  ) {
    super();
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }
}

/** A decoded recording: 2.5 s, one channel whose loudness rises from 0 to 0.5. */
export class FakeAudioContext {
  static decoded: ArrayBuffer[] = [];
  state = 'running';
  close = vi.fn(() => Promise.resolve());
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer> {
    FakeAudioContext.decoded.push(data);
    const samples = new Float32Array(3000).map((_, index) => (index % 2 ? -1 : 1) * (index / 3000) * 0.5);
    const buffer = { numberOfChannels: 1, duration: 2.5, getChannelData: () => samples };
    return Promise.resolve(buffer as Pick<AudioBuffer, 'numberOfChannels' | 'duration'> as AudioBuffer);
  }
}

/** Installs the fakes; `getUserMedia` answers with `answer` (a stream or a rejection). */
export function installMediaFakes(answer: () => Promise<unknown>) {
  FakeMediaRecorder.instances = [];
  FakeAudioContext.decoded = [];
  const getUserMedia = vi.fn(answer);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { getUserMedia };
}
