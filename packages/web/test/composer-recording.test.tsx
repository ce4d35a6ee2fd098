import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Composer } from '../src/features/dialog/components/Composer';
// For its stub of document.fonts, which Mantine's autosize textarea listens to.
import './dialog-fixtures';
import { fakeStream, installMediaFakes } from './voice-fakes';

function renderComposer() {
  const onSendText = vi.fn<(text: string) => void>();
  const onSendVoice = vi.fn();
  render(
    <MantineProvider env="test">
      <Composer disabled={false} onSendText={onSendText} onSendVoice={onSendVoice} onTyping={vi.fn()} />
    </MantineProvider>,
  );
  return { onSendText, onSendVoice };
}

/** Lets the awaited browser calls (getUserMedia, stop, decoding) settle. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 10; round++) await Promise.resolve();
  });
}

const messageField = () => screen.queryByRole('textbox', { name: 'Сообщение' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  installMediaFakes(() => Promise.resolve(fakeStream().stream));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Composer while a voice message is recorded', () => {
  it('gives the recording the whole row (a phone has no room for the text field too) and keeps the draft', async () => {
    renderComposer();
    fireEvent.change(messageField()!, { target: { value: 'Буду в 9' } });

    fireEvent.click(screen.getByRole('button', { name: 'Записать голосовое сообщение' }));
    await settle();

    const recording = screen.getByTestId('voice-recording');
    expect(recording.textContent).toContain('0:00');
    expect(messageField()).toBeNull();
    expect(screen.queryByTestId('message-send')).toBeNull();
    // One «Отправить» only: the recording's, not also the text message's.
    expect(screen.getByRole('button', { name: 'Отправить' }).dataset.testid).toBe('voice-send');
    expect(screen.getByRole('button', { name: 'Отменить' }).dataset.testid).toBe('voice-cancel');

    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    await settle();

    expect(screen.queryByTestId('voice-recording')).toBeNull();
    expect((messageField() as HTMLTextAreaElement | null)?.value).toBe('Буду в 9');
    expect(screen.getByTestId('message-send').hasAttribute('disabled')).toBe(false);
  });

  it('brings the text field back after the recording is sent', async () => {
    const { onSendVoice } = renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Записать голосовое сообщение' }));
    await settle();
    expect(messageField()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await settle();

    expect(onSendVoice).toHaveBeenCalledTimes(1);
    expect(messageField()).not.toBeNull();
    expect(screen.getByTestId('voice-record')).toBeTruthy();
  });

  it('puts a refused microphone’s reason on a line of the composer’s own, beside no button', async () => {
    installMediaFakes(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Записать голосовое сообщение' }));
    await settle();

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Разрешите доступ к микрофону в настройках браузера');
    // An item of the composer's wrapping row (styled to take a whole line), not squeezed into the row of buttons.
    expect(alert.parentElement).toBe(screen.getByTestId('message-composer'));
    expect(messageField()).not.toBeNull();
    expect(screen.getByTestId('message-send')).toBeTruthy();
  });
});
