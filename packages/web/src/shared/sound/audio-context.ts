/** Older Safari only has the prefixed constructor. */
interface WindowWithWebkitAudio {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
}

function audioContextConstructor(): typeof AudioContext | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as WindowWithWebkitAudio;
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Whether the browser has Web Audio at all. */
export function hasAudioContext(): boolean {
  return audioContextConstructor() !== undefined;
}

/** A new AudioContext, or null where the browser has none (then callers fall back or skip). */
export function createAudioContext(): AudioContext | null {
  const Constructor = audioContextConstructor();
  if (!Constructor) return null;
  try {
    return new Constructor();
  } catch {
    return null;
  }
}
