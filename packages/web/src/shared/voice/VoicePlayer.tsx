import { useMemo, type KeyboardEvent, type PointerEvent } from 'react';
import { ActionIcon, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { TVoiceSound } from '@fura/domain/dialog-schemas';
import { formatDuration } from './format-duration';
import { useAudioPlayback } from './use-audio-playback';
import { barsOf } from './waveform';
import classes from './VoicePlayer.module.css';

const BARS = 40;
const BAR_STEP = 5;
const HEIGHT = 32;
const KEY_STEP_MS = 5000;

/** A voice message: play/pause, the waveform with the played part coloured (click or tap seeks), and the time. */
export function VoicePlayer({ voice }: { voice: TVoiceSound }) {
  const durationMs = Math.max(0, voice.durationMs);
  const { audioRef, playing, positionMs, failed, toggle, seek } = useAudioPlayback(durationMs);
  const bars = useMemo(() => barsOf(voice.waveform, BARS), [voice.waveform]);
  const progress = durationMs > 0 ? positionMs / durationMs : 0;
  const started = playing || positionMs > 0;

  const seekAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    seek(((event.clientX - box.left) / box.width) * durationMs);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: positionMs + KEY_STEP_MS,
      ArrowUp: positionMs + KEY_STEP_MS,
      ArrowLeft: positionMs - KEY_STEP_MS,
      ArrowDown: positionMs - KEY_STEP_MS,
      Home: 0,
      End: durationMs,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    seek(target);
  };

  return (
    <div className={classes.player} data-testid="voice-player">
      <audio ref={audioRef} src={voice.url} preload="none" />
      <ActionIcon
        size="xl"
        radius="xl"
        variant="filled"
        onClick={toggle}
        aria-label={playing ? 'Пауза' : 'Прослушать голосовое сообщение'}
        data-testid="voice-play"
        data-playing={playing}
      >
        {playing ? (
          <IconPlayerPauseFilled size={20} aria-hidden />
        ) : (
          <IconPlayerPlayFilled size={20} aria-hidden />
        )}
      </ActionIcon>
      <div
        className={classes.wave}
        role="slider"
        tabIndex={0}
        aria-label="Перемотка голосового сообщения"
        aria-valuemin={0}
        aria-valuemax={Math.round(durationMs / 1000)}
        aria-valuenow={Math.round(positionMs / 1000)}
        aria-valuetext={formatDuration(positionMs)}
        onPointerDown={seekAt}
        onKeyDown={onKey}
        data-testid="voice-waveform"
        data-progress={progress.toFixed(3)}
      >
        <svg viewBox={`0 0 ${BARS * BAR_STEP} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden>
          {bars.map((value, index) => {
            const height = Math.max(3, value * HEIGHT);
            return (
              <rect
                key={index}
                x={index * BAR_STEP + 0.5}
                y={(HEIGHT - height) / 2}
                width={BAR_STEP - 2}
                height={height}
                rx={1}
                className={(index + 0.5) / BARS <= progress ? classes.played : classes.rest}
              />
            );
          })}
        </svg>
      </div>
      <Text
        size="xs"
        c={failed ? 'red' : 'dimmed'}
        className={classes.time}
        title={failed ? 'Не удалось воспроизвести запись' : undefined}
        data-testid="voice-time"
      >
        {failed ? 'Ошибка' : formatDuration(started ? positionMs : durationMs)}
      </Text>
    </div>
  );
}
