import { randomUUID } from 'node:crypto';
import { ZSendVoiceFields, type TMessage } from '@fura/domain/dialog-schemas';
import { issuesToErrors } from '@fura/domain/errors';
import { VOICE_FIELD, VOICE_MESSAGES, ZWaveform } from '@fura/domain/voice';
import type { AppDeps } from '../../app-deps';
import type { UserRow } from '../../db/schema';
import type { Presence } from '../../realtime/presence';
import { checkVoice } from '../../audio/check-voice';
import { AppError, badRequest } from '../../http/errors';
import { discardStoredOnFailure } from '../../storage/file-deletions';
import { DIALOG_SERVER_MESSAGES } from './messages';
import { assertMaySend, sendMessage } from './send-message';
import type { VoiceForm } from './voice-form';

const WAVEFORM_FIELD = 'waveform';

function parseWaveform(text: string | undefined): number[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw badRequest(DIALOG_SERVER_MESSAGES.waveformJson, WAVEFORM_FIELD);
  }
  const parsed = ZWaveform.safeParse(value);
  if (!parsed.success) throw badRequest(VOICE_MESSAGES.waveform, WAVEFORM_FIELD);
  return parsed.data;
}

/**
 * dialog/send-voice: the fields and the waveform are checked, then the policy (member, not banned), then the file by
 * its content (real WebM/Ogg/MP4 audio, size, duration); only then is it stored, under a random key, and sent.
 */
export async function sendVoice(
  deps: Pick<AppDeps, 'db' | 'bus' | 'storage'> & { presence: Presence },
  sender: UserRow,
  form: VoiceForm,
): Promise<TMessage> {
  const fields = ZSendVoiceFields.safeParse({
    dialogId: form.fields.get('dialogId'),
    clientId: form.fields.get('clientId'),
    socketId: form.fields.get('socketId') || null,
  });
  if (!fields.success) throw new AppError(400, issuesToErrors(fields.error.issues));
  const waveform = parseWaveform(form.fields.get(WAVEFORM_FIELD));
  const { dialogId, clientId, socketId } = fields.data;
  await assertMaySend(deps.db, sender, dialogId);
  if (!form.voice) throw badRequest(VOICE_MESSAGES.missing, VOICE_FIELD);
  const checked = await checkVoice(form.voice);
  const key = `voice/${randomUUID()}.${checked.container}`;
  const voice = form.voice;
  return discardStoredOnFailure(deps.db, async (noteStored) => {
    await deps.storage.put(key, voice);
    noteStored([key]);
    return sendMessage(deps, sender, {
      dialogId,
      text: '',
      voice: { key, mime: checked.mime, durationMs: checked.durationMs, waveform },
      clientId,
      socketId: socketId ?? null,
    });
  });
}
