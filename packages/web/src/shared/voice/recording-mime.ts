/** The containers the server accepts, in order of preference (Chromium/Firefox, Firefox, Safari). */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'] as const;

/** The first supported type, or null to let the browser choose its default. */
export function pickRecordingMime(): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function')
    return null;
  return RECORDING_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** «audio/webm;codecs=opus» → «audio/webm». */
export function baseMime(type: string): string {
  return type.split(';')[0]?.trim() ?? type;
}
