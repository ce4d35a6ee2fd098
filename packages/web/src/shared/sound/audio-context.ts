/** Older Safari only has the prefixed constructor. */
interface WindowWithWebkitAudio {
  AudioContext?: typeof AudioContext;
  webkitAudioContext?: typeof AudioContext;
}

/** A new AudioContext, or null where the browser has none (then callers fall back or skip). */
export function createAudioContext(): AudioContext | null {
  if (typeof window === 'undefined') return null;
  const scope = window as WindowWithWebkitAudio;
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  try {
    return new Constructor();
  } catch {
    return null;
  }
}
