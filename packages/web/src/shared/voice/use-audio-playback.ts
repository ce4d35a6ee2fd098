import { useCallback, useEffect, useRef, useState } from 'react';

/** Only one voice message plays at a time. */
let playingNow: HTMLAudioElement | null = null;

/**
 * Play/pause/seek of one <audio> element. The position comes from the element; the duration is the one the server
 * stored (MediaRecorder's WebM files carry none, so the element often reports Infinity).
 */
export function useAudioPlayback(durationMs: number) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [positionMs, setPositionMs] = useState(0);
  const [failed, setFailed] = useState(false);

  // Smooth progress while playing (timeupdate fires only about 4 times a second).
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const tick = () => {
      const audio = audioRef.current;
      if (audio) setPositionMs(audio.currentTime * 1000);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlay = () => {
      if (playingNow && playingNow !== audio) playingNow.pause();
      playingNow = audio;
      setPlaying(true);
    };
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      setPlaying(false);
      setPositionMs(0);
    };
    const onTime = () => setPositionMs(audio.currentTime * 1000);
    const onError = () => {
      setFailed(true);
      setPlaying(false);
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('error', onError);
    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('error', onError);
      if (playingNow === audio) playingNow = null;
      audio.pause();
    };
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setFailed(false);
    Promise.resolve(audio.play()).catch(() => {
      setFailed(true);
      setPlaying(false);
    });
  }, []);

  const seek = useCallback(
    (ms: number) => {
      const audio = audioRef.current;
      const target = Math.min(Math.max(0, ms), durationMs);
      setPositionMs(target);
      if (!audio) return;
      try {
        audio.currentTime = target / 1000;
      } catch {
        // Not seekable yet (nothing loaded): the position applies once playback starts from the shown point.
      }
    },
    [durationMs],
  );

  return { audioRef, playing, positionMs: Math.min(positionMs, durationMs), failed, toggle, seek };
}
