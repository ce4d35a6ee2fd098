/** The dialog calls (POST JSON under /api/dialog, the voice one multipart). */
import type {
  TDialogResponse,
  TMessageResponse,
  TMessagesResponse,
  TReadDialogResponse,
} from '@fura/domain/dialog-schemas';
import { VOICE_FIELD } from '@fura/domain/voice';
import { apiPost, apiPostForm } from '../../../shared/api/client';
import type { DialogTarget } from '../../../shared/dialogs/dialog-paths';
import type { VoiceDraft } from '../../../shared/dialogs/messages-cache';
import { getSocketId } from '../../../shared/socket/socket-id';

export function openDialog(target: DialogTarget): Promise<TDialogResponse> {
  return apiPost<TDialogResponse>('/api/dialog/open', target);
}

/** The newest page, or MESSAGES_PER_PAGE older than `before`; oldest first. */
export function fetchMessages(dialogId: string, before?: string): Promise<TMessagesResponse> {
  return apiPost<TMessagesResponse>('/api/dialog/messages', before ? { dialogId, before } : { dialogId });
}

export function sendText(dialogId: string, text: string, clientId: string): Promise<TMessageResponse> {
  return apiPost<TMessageResponse>('/api/dialog/send', {
    dialogId,
    text,
    clientId,
    socketId: getSocketId() ?? null,
  });
}

function extensionOf(mime: string): string {
  if (mime.includes('ogg')) return 'ogg';
  if (mime.includes('mp4') || mime.includes('m4a') || mime.includes('aac')) return 'm4a';
  return 'webm';
}

export function sendVoice(dialogId: string, voice: VoiceDraft, clientId: string): Promise<TMessageResponse> {
  const form = new FormData();
  form.append('dialogId', dialogId);
  form.append('clientId', clientId);
  const socketId = getSocketId();
  if (socketId) form.append('socketId', socketId);
  form.append('waveform', JSON.stringify(voice.waveform));
  form.append(VOICE_FIELD, voice.blob, `voice.${extensionOf(voice.mime)}`);
  return apiPostForm<TMessageResponse>('/api/dialog/send-voice', form);
}

export function readDialog(dialogId: string): Promise<TReadDialogResponse> {
  return apiPost<TReadDialogResponse>('/api/dialog/read', { dialogId, socketId: getSocketId() ?? null });
}
