import { useEffect } from 'react';
import { ActionIcon, Button, Text, Tooltip } from '@mantine/core';
import { IconMicrophone, IconSend, IconX } from '@tabler/icons-react';
import { formatDuration } from './format-duration';
import { RECORDER_TEXTS } from './recorder-texts';
import { useVoiceRecorder, type RecordedVoice } from './use-voice-recorder';
import classes from './VoiceRecorder.module.css';

interface VoiceRecorderProps {
  onSend: (voice: RecordedVoice) => void;
  disabled?: boolean;
  /** Told when a recording starts (true) and when it is sent or cancelled (false). */
  onActiveChange?: (active: boolean) => void;
}

/**
 * The microphone button of the message composer. While recording: a red dot, the elapsed time, «Отменить» and
 * «Отправить»; the recording stops by itself at 5 minutes. On send the waveform and the duration are computed.
 * Laid out as items of the composer's wrapping flex row: a microphone error takes a line of its own under the field,
 * and the recording bar fills the row, its buttons going under the time when the row is narrow (a phone).
 */
export function VoiceRecorder({ onSend, disabled = false, onActiveChange }: VoiceRecorderProps) {
  const { phase, elapsedMs, error, start, cancel, send } = useVoiceRecorder(onSend);
  const active = phase !== 'idle' && phase !== 'starting';
  useEffect(() => {
    onActiveChange?.(active);
  }, [active, onActiveChange]);

  if (phase === 'idle' || phase === 'starting') {
    return (
      <>
        <Tooltip label={RECORDER_TEXTS.record} disabled={disabled}>
          <ActionIcon
            size="xl"
            variant="light"
            radius="xl"
            onClick={() => void start()}
            disabled={disabled}
            loading={phase === 'starting'}
            aria-label={RECORDER_TEXTS.record}
            data-testid="voice-record"
          >
            <IconMicrophone size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {error && (
          <Text size="xs" c="red" role="alert" className={classes.error} data-testid="voice-error">
            {error}
          </Text>
        )}
      </>
    );
  }

  const live = phase === 'recording';
  return (
    <div className={classes.recording} data-testid="voice-recording" aria-live="polite">
      <div className={classes.status}>
        <span className={`${classes.dot} ${live ? classes.live : ''}`} aria-hidden />
        <Text size="sm" fw={600} className={classes.elapsed} data-testid="voice-elapsed">
          {formatDuration(elapsedMs)}
        </Text>
        {phase === 'stopped' && (
          <Text size="xs" c="dimmed">
            {RECORDER_TEXTS.limit}
          </Text>
        )}
      </div>
      <div className={classes.actions}>
        <Button
          size="sm"
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={cancel}
          disabled={phase === 'sending'}
          data-testid="voice-cancel"
        >
          {RECORDER_TEXTS.cancel}
        </Button>
        <Button
          size="sm"
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => void send()}
          loading={phase === 'sending'}
          disabled={disabled}
          data-testid="voice-send"
        >
          {RECORDER_TEXTS.send}
        </Button>
      </div>
    </div>
  );
}
