import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_MAX_MS, VOICE_MESSAGES } from '@fura/domain/voice';
import { analyseRecording } from './analyse-recording';
import { baseMime, pickRecordingMime } from './recording-mime';
import { microphoneErrorText, RECORDER_TEXTS } from './recorder-texts';

export interface RecordedVoice {
  blob: Blob;
  /** The container without codecs: audio/webm, audio/ogg or audio/mp4. */
  mime: string;
  waveform: number[];
  durationMs: number;
}

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopped' | 'sending';

interface Recording {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  stopped: Promise<void>;
  startedAt: number;
}

const TICK_MS = 200;

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** MediaRecorder behind the voice button: start, elapsed time, automatic stop at 5 minutes, cancel, send. */
export function useVoiceRecorder(onSend: (voice: RecordedVoice) => void) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recording = useRef<Recording | null>(null);
  const timer = useRef<number | null>(null);
  const mounted = useRef(true);

  const stopRecording = useCallback((): Promise<void> | null => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    const current = recording.current;
    if (!current) return null;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    stopTracks(current.stream);
    return current.stopped;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void stopRecording();
      recording.current = null;
    };
  }, [stopRecording]);

  const start = async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError(RECORDER_TEXTS.unsupported);
      return;
    }
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (failure) {
      if (mounted.current) {
        setError(microphoneErrorText(failure));
        setPhase('idle');
      }
      return;
    }
    if (!mounted.current) {
      stopTracks(stream);
      return;
    }
    const mime = pickRecordingMime();
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined);
    } catch {
      stopTracks(stream);
      setError(RECORDER_TEXTS.unsupported);
      setPhase('idle');
      return;
    }
    const chunks: Blob[] = [];
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));
    recorder.addEventListener('error', () => {
      void stopRecording();
      recording.current = null;
      if (!mounted.current) return;
      setError(RECORDER_TEXTS.interrupted);
      setPhase('idle');
    });
    recorder.start(1000);
    const startedAt = Date.now();
    recording.current = { recorder, stream, chunks, stopped, startedAt };
    setElapsedMs(0);
    setPhase('recording');
    timer.current = window.setInterval(() => {
      const elapsed = Date.now() - startedAt;
      if (elapsed < VOICE_MAX_MS) {
        setElapsedMs(elapsed);
        return;
      }
      setElapsedMs(VOICE_MAX_MS);
      void stopRecording();
      setPhase('stopped');
    }, TICK_MS);
  };

  const cancel = () => {
    void stopRecording();
    recording.current = null;
    setElapsedMs(0);
    setPhase('idle');
  };

  const send = async () => {
    const current = recording.current;
    if (!current || phase === 'sending') return;
    const clockMs = Math.min(VOICE_MAX_MS, Date.now() - current.startedAt);
    setPhase('sending');
    await stopRecording();
    recording.current = null;
    const type = current.recorder.mimeType || pickRecordingMime() || 'audio/webm';
    const blob = new Blob(current.chunks, { type });
    if (blob.size === 0) {
      if (mounted.current) {
        setError(VOICE_MESSAGES.empty);
        setPhase('idle');
      }
      return;
    }
    const analysis = await analyseRecording(blob);
    const durationMs = Math.min(VOICE_MAX_MS, analysis.durationMs || clockMs);
    if (!mounted.current) return;
    setPhase('idle');
    setElapsedMs(0);
    onSend({ blob, mime: baseMime(type), waveform: analysis.waveform, durationMs });
  };

  return { phase, elapsedMs, error, start, cancel, send };
}
