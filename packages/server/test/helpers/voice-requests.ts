import { WAVEFORM_POINTS } from '@fura/domain/constants';
import { bearer, createUser, type CreatedUser } from './factories';
import { insertDialog } from './dialogs';
import { multipart, type MultipartPart } from './multipart';
import type { SocketTestApp } from './socket-test-app';

export const waveform = Array.from({ length: WAVEFORM_POINTS }, (_, i) => (i % 10) / 10);

export interface VoiceForm {
  dialogId: string;
  voice?: Buffer;
  contentType?: string;
  waveform?: string;
  socketId?: string;
}

/** dialog/send-voice and the voice route of the test app, and two users with a dialog. */
export function voiceRequests(t: Pick<SocketTestApp, 'app' | 'deps'>) {
  function sendVoice(user: CreatedUser | null, form: VoiceForm) {
    const parts: MultipartPart[] = [
      { name: 'dialogId', value: form.dialogId },
      { name: 'clientId', value: 'voice-1' },
      { name: 'socketId', value: form.socketId ?? '' },
      { name: 'waveform', value: form.waveform ?? JSON.stringify(waveform) },
    ];
    if (form.voice) {
      parts.push({
        name: 'voice',
        filename: 'voice.webm',
        contentType: form.contentType ?? 'audio/webm',
        data: form.voice,
      });
    }
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/dialog/send-voice',
      headers: { ...body.headers, ...(user ? bearer(user.token) : {}) },
      payload: body.payload,
    });
  }

  const getVoice = (user: CreatedUser | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(user ? bearer(user.token) : {}) } });

  async function pair() {
    const alice = await createUser(t.deps.db);
    const bob = await createUser(t.deps.db);
    const dialog = await insertDialog(t.deps.db, alice.user.id, bob.user.id);
    return { alice, bob, dialog };
  }

  return { sendVoice, getVoice, pair };
}
