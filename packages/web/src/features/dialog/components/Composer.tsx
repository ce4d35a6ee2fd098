import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { MESSAGE_TEXT_MAX } from '@fura/domain/dialog-schemas';
import type { VoiceDraft } from '../../../shared/dialogs/messages-cache';
import { ContactHint } from '../../../shared/ui/inputs/ContactHint';
import { VoiceRecorder } from '../../../shared/voice/VoiceRecorder';
import classes from './Dialog.module.css';

interface ComposerProps {
  disabled: boolean;
  onSendText: (text: string) => void;
  onSendVoice: (voice: VoiceDraft) => void;
  onTyping: () => void;
  /** Say under the field when the text holds a contact the other member reads masked until a deal (issue 29). */
  contactHint?: boolean;
}

/**
 * The message field (Enter sends, Shift+Enter breaks the line), the send button and the voice recorder. While a voice
 * message is recorded the recorder has the row to itself (a phone has no room for more); the typed text is kept.
 */
export function Composer({
  disabled,
  onSendText,
  onSendVoice,
  onTyping,
  contactHint = false,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [recording, setRecording] = useState(false);
  const canSend = !disabled && text.trim().length > 0;

  const submit = () => {
    if (!canSend) return;
    onSendText(text.trim());
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className={classes.composer} data-testid="message-composer">
      {!recording && (
        <Textarea
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          placeholder="Сообщение…"
          aria-label="Сообщение"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MESSAGE_TEXT_MAX}
          description={contactHint ? <ContactHint text={text} /> : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          disabled={disabled}
          className={classes.input}
          data-testid="message-input"
        />
      )}
      <VoiceRecorder onSend={onSendVoice} disabled={disabled} onActiveChange={setRecording} />
      {!recording && (
        <ActionIcon
          size="xl"
          radius="xl"
          onClick={submit}
          disabled={!canSend}
          aria-label="Отправить"
          data-testid="message-send"
        >
          <IconSend size={20} />
        </ActionIcon>
      )}
    </div>
  );
}
