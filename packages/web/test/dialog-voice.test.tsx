import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WAVEFORM_POINTS } from '@fura/domain/constants';
import { VOICE_MESSAGES } from '@fura/domain/voice';
import { DialogPage } from '../src/features/dialog/pages/DialogPage';
import { makeSession } from './fixtures';
import { renderPage } from './inputs/render';
import { makeQueryClient } from './render';
import {
  ME,
  deferred,
  makeDialog,
  makeDialogUser,
  makeMessage,
  ok,
  refused,
  stubDialogApi,
} from './dialog-fixtures';

vi.mock('../src/shared/socket/socket', async () => (await import('./socket-mock')).mockSocketModule());
vi.mock('../src/shared/sound/play-sound', () => ({ playSound: vi.fn() }));
// The recorder needs a microphone: a button hands over a finished recording instead.
vi.mock('../src/shared/voice/VoiceRecorder', () => ({
  VoiceRecorder: ({ onSend }: { onSend: (voice: unknown) => void }) => (
    <button
      type="button"
      data-testid="fake-record"
      onClick={() =>
        onSend({
          blob: new Blob(['voice-bytes'], { type: 'audio/webm;codecs=opus' }),
          mime: 'audio/webm;codecs=opus',
          waveform: Array.from({ length: 300 }, () => 0.5),
          durationMs: 12_000,
        })
      }
    />
  ),
}));

const bubbles = () => screen.queryAllByTestId('message');

function setup(send: () => Promise<{ status?: number; body: unknown }>) {
  const calls = stubDialogApi({
    '/api/dialog/open': () => ok({ dialog: makeDialog('d1', { user: makeDialogUser('u2') }) }),
    '/api/dialog/messages': () => ok({ messages: [], canLoad: false }),
    '/api/dialog/send-voice': send,
  });
  renderPage(<DialogPage mode="user" />, {
    path: '/dialog/u2',
    pattern: '/dialog/:id',
    queryClient: makeQueryClient(makeSession({}, { _id: ME })),
  });
  return calls;
}

describe('voice messages', () => {
  it('sends a recording as multipart, pending until the server answers, then plays it', async () => {
    const answer = deferred<{ body: unknown }>();
    const calls = setup(() => answer.promise);
    fireEvent.click(await screen.findByTestId('fake-record', {}, { timeout: 5000 }));
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(bubbles()[0]?.dataset.status).toBe('pending');
    expect(bubbles()[0]?.textContent).toContain('Голосовое сообщение 0:12');
    const form = calls.find((call) => call.path === '/api/dialog/send-voice')!.form!;
    expect(form.get('dialogId')).toBe('d1');
    expect(form.get('socketId')).toBe('test-socket-id');
    expect(JSON.parse(form.get('waveform') as string)).toHaveLength(WAVEFORM_POINTS);
    const file = form.get('voice') as File;
    expect(file.name).toBe('voice.webm');
    expect(file.size).toBe('voice-bytes'.length);
    const clientId = form.get('clientId') as string;
    const voiceSound = {
      url: '/api/dialog/voice/v1',
      mime: 'audio/webm',
      durationMs: 12_000,
      waveform: [0.5],
    };
    await act(() => {
      answer.resolve(
        ok({ message: makeMessage('v1', { user: { _id: ME }, text: '', voiceSound, clientId }) }),
      );
      return answer.promise.then(() => undefined);
    });
    await waitFor(() => expect(bubbles()[0]?.dataset.status).toBe('sent'));
    expect(within(bubbles()[0]!).queryByTestId('message-text')).toBeNull();
    expect(bubbles()[0]?.querySelector('audio')?.getAttribute('src')).toBe('/api/dialog/voice/v1');
  });

  it('a refused recording is marked failed with the server’s message', async () => {
    setup(() => Promise.resolve(refused(400, VOICE_MESSAGES.tooLong)));
    fireEvent.click(await screen.findByTestId('fake-record', {}, { timeout: 5000 }));
    await waitFor(() => expect(bubbles()[0]?.dataset.status).toBe('failed'));
    expect(screen.getByTestId('message-failed').textContent).toContain(VOICE_MESSAGES.tooLong);
  });
});
