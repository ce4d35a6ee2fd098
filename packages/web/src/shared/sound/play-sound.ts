import { AUDIO_RESUME_INTERVAL_MS, NOTIFICATION_SOUND_VOLUME } from '@fura/domain/constants';
import { createAudioContext, hasAudioContext } from './audio-context';

/** Short beeps served by our own server (packages/web/public/sounds, SPEC §7 "Notification sound files"). */
export type SoundKind = 'message' | 'notification';

export const SOUND_URLS: Record<SoundKind, string> = {
  message: '/sounds/message.wav',
  notification: '/sounds/notification.wav',
};

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

let context: AudioContext | null = null;
const buffers = new Map<SoundKind, Promise<AudioBuffer | null>>();

function audioContext(): AudioContext | null {
  context ??= createAudioContext();
  return context;
}

function resumeIfSuspended(): void {
  if (context?.state === 'suspended') context.resume().catch(() => undefined);
}

function loadBuffer(ctx: AudioContext, kind: SoundKind): Promise<AudioBuffer | null> {
  let buffer = buffers.get(kind);
  if (!buffer) {
    buffer = fetch(SOUND_URLS[kind])
      .then((response) =>
        response.ok ? response.arrayBuffer() : Promise.reject(new Error(response.statusText)),
      )
      .then((data) => ctx.decodeAudioData(data))
      .catch(() => {
        buffers.delete(kind);
        return null;
      });
    buffers.set(kind, buffer);
  }
  return buffer;
}

function playWithElement(kind: SoundKind): void {
  if (typeof Audio === 'undefined') return;
  const audio = new Audio(SOUND_URLS[kind]);
  audio.volume = NOTIFICATION_SOUND_VOLUME;
  // Autoplay may still be blocked (no gesture yet): a missed beep is fine.
  audio.play()?.catch(() => undefined);
}

/** Plays a short sound at NOTIFICATION_SOUND_VOLUME; silently does nothing while the browser blocks audio. */
export function playSound(kind: SoundKind): void {
  if (!hasAudioContext()) {
    playWithElement(kind);
    return;
  }
  // The context is made on the first gesture (startSoundUnlock): made before it, the browser would not start it and
  // warns on the console for trying. A beep before any gesture could not sound anyway.
  const ctx = context;
  if (!ctx) return;
  if (ctx.state !== 'running') {
    // A sound started on a suspended context would play late, on resume: skip this one.
    resumeIfSuspended();
    void loadBuffer(ctx, kind);
    return;
  }
  void loadBuffer(ctx, kind).then((buffer) => {
    if (!buffer || ctx.state !== 'running') return;
    const source = ctx.createBufferSource();
    const gain = ctx.createGain();
    gain.gain.value = NOTIFICATION_SOUND_VOLUME;
    source.buffer = buffer;
    source.connect(gain).connect(ctx.destination);
    source.start();
  });
}

/**
 * Autoplay rules: the audio context may only run after a user gesture. Unlocks it on the first gesture and, while
 * the tab is open, resumes it every AUDIO_RESUME_INTERVAL_MS if the browser suspended it (SPEC §9). Returns the
 * cleanup.
 */
export function startSoundUnlock(): () => void {
  const unlock = () => {
    const ctx = audioContext();
    if (!ctx) return;
    resumeIfSuspended();
    void loadBuffer(ctx, 'notification');
    void loadBuffer(ctx, 'message');
    for (const name of GESTURES) window.removeEventListener(name, unlock, true);
  };
  for (const name of GESTURES) window.addEventListener(name, unlock, true);
  const timer = window.setInterval(resumeIfSuspended, AUDIO_RESUME_INTERVAL_MS);
  return () => {
    for (const name of GESTURES) window.removeEventListener(name, unlock, true);
    window.clearInterval(timer);
  };
}

/** Tests: forget the context and the decoded sounds. @internal */
export function resetSoundForTests(): void {
  context = null;
  buffers.clear();
}
