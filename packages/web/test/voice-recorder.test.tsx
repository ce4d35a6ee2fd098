import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { WAVEFORM_POINTS } from '@fura/domain/constants';
import { VOICE_MAX_MS } from '@fura/domain/voice';
import { VoiceRecorder } from '../src/shared/voice/VoiceRecorder';
import type { RecordedVoice } from '../src/shared/voice/use-voice-recorder';
import { waveformOf } from '../src/shared/voice/waveform';
import { FakeAudioContext, FakeMediaRecorder, fakeStream, installMediaFakes } from './voice-fakes';

function renderRecorder(onSend = vi.fn<(voice: RecordedVoice) => void>(), disabled = false) {
  const result = render(
    <MantineProvider env="test">
      <VoiceRecorder onSend={onSend} disabled={disabled} />
    </MantineProvider>,
  );
  return { ...result, onSend };
}

/** Lets the awaited browser calls (getUserMedia, stop, decoding) settle. */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 10; round++) await Promise.resolve();
  });
}

async function startRecording() {
  fireEvent.click(screen.getByTestId('voice-record'));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('VoiceRecorder', () => {
  it('records with the first supported type, shows the elapsed time and sends waveform and duration', async () => {
    const { track, stream } = fakeStream();
    const { getUserMedia } = installMediaFakes(() => Promise.resolve(stream));
    const { onSend } = renderRecorder();

    await startRecording();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    const recorder = FakeMediaRecorder.instances[0];
    expect(recorder?.mimeType).toBe('audio/ogg;codecs=opus');
    expect(recorder?.start).toHaveBeenCalled();
    expect(screen.getByTestId('voice-elapsed').textContent).toBe('0:00');

    act(() => {
      vi.advanceTimersByTime(65_000);
    });
    expect(screen.getByTestId('voice-elapsed').textContent).toBe('1:05');

    fireEvent.click(screen.getByTestId('voice-send'));
    await settle();

    expect(recorder?.stop).toHaveBeenCalled();
    expect(track.stop).toHaveBeenCalled();
    expect(FakeAudioContext.decoded).toHaveLength(1);
    expect(onSend).toHaveBeenCalledTimes(1);
    const voice = onSend.mock.calls[0]?.[0];
    expect(voice?.mime).toBe('audio/ogg');
    expect(voice?.blob.size).toBe(64);
    expect(voice?.durationMs).toBe(2500);
    expect(voice?.waveform).toHaveLength(WAVEFORM_POINTS);
    expect(Math.max(...(voice?.waveform ?? []))).toBe(1);
    expect(voice?.waveform.every((value) => value >= 0 && value <= 1)).toBe(true);
    // Louder towards the end, as the fake recording is.
    expect(voice?.waveform[0]).toBeLessThan(voice?.waveform[WAVEFORM_POINTS - 1] ?? 0);
    expect(screen.getByTestId('voice-record')).toBeTruthy();
  });

  it('cancel discards the recording and releases the microphone', async () => {
    const { track, stream } = fakeStream();
    installMediaFakes(() => Promise.resolve(stream));
    const { onSend } = renderRecorder();

    await startRecording();
    fireEvent.click(screen.getByTestId('voice-cancel'));
    await settle();

    expect(track.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.stop).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByTestId('voice-elapsed')).toBeNull();
    expect(screen.getByTestId('voice-record')).toBeTruthy();
  });

  it('stops by itself at 5 minutes and still sends', async () => {
    const { track, stream } = fakeStream();
    installMediaFakes(() => Promise.resolve(stream));
    const { onSend } = renderRecorder();

    await startRecording();
    act(() => {
      vi.advanceTimersByTime(VOICE_MAX_MS + 1000);
    });
    await settle();

    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByTestId('voice-elapsed').textContent).toBe('5:00');

    fireEvent.click(screen.getByTestId('voice-send'));
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('asks to allow the microphone when the permission is denied', async () => {
    installMediaFakes(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderRecorder();

    await startRecording();

    expect(screen.getByRole('alert').textContent).toBe('Разрешите доступ к микрофону в настройках браузера');
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(screen.getByTestId('voice-record')).toBeTruthy();
  });

  it('releases the microphone when the composer goes away mid-recording', async () => {
    const { track, stream } = fakeStream();
    installMediaFakes(() => Promise.resolve(stream));
    const { unmount } = renderRecorder();

    await startRecording();
    unmount();

    expect(track.stop).toHaveBeenCalled();
  });

  it('is disabled on demand', () => {
    installMediaFakes(() => Promise.resolve(fakeStream().stream));
    renderRecorder(vi.fn(), true);
    expect(screen.getByTestId('voice-record').hasAttribute('disabled')).toBe(true);
  });
});

describe('waveformOf', () => {
  it('takes the peak of each bucket, normalised to the loudest', () => {
    const samples = new Float32Array([0.1, -0.2, 0, 0.05, -0.4, 0.4, 0, 0]);
    expect(waveformOf([samples], 4)).toEqual([0.5, 0.125, 1, 0]);
  });

  it('keeps silence at zero', () => {
    expect(waveformOf([new Float32Array(10)], 5)).toEqual([0, 0, 0, 0, 0]);
  });
});
