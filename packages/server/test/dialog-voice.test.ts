import { describe, expect, it } from 'vitest';
import { DIALOG_MESSAGES, type TMessageResponse } from '@fura/domain/dialog-schemas';
import { VOICE_MAX_BYTES, VOICE_MAX_MS, VOICE_MESSAGES } from '@fura/domain/voice';
import { messages } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { NOT_AUDIO, oggOpus, webmAudio, webmFile } from './helpers/audio-fixtures';
import { bearer, createUser } from './helpers/factories';
import { insertDialog } from './helpers/dialogs';
import { socketTestApp } from './helpers/socket-test-app';
import { voiceRequests, waveform } from './helpers/voice-requests';
import { connectSocket, waitFor } from './helpers/sockets';

const t = socketTestApp();

const { sendVoice, getVoice, pair } = voiceRequests(t);

const msg = (res: { json: () => { errors: { msg: string }[] } }) => res.json().errors[0]?.msg;

describe('dialog/send-voice', () => {
  it('stores a real recording and sends it: duration, waveform, a members-only URL, never the key', async () => {
    const { alice, bob, dialog } = await pair();
    const bobTab = await connectSocket(t.baseUrl, { token: bob.token });
    const event = waitFor(bobTab, 'sendMessageDialog');
    const voice = webmAudio({ durationMs: 3000 });
    const res = await sendVoice(alice, { dialogId: dialog.id, voice, contentType: 'text/html' });
    expect(res.statusCode).toBe(200);
    const message = res.json<TMessageResponse>().message;
    const voiceSound = message.voiceSound!;
    expect(message).toMatchObject({ text: '', clientId: 'voice-1', user: { _id: alice.user.id } });
    expect(message.voiceSound).toEqual({
      url: `/api/dialog/voice/${message._id}`,
      mime: 'audio/webm',
      durationMs: expect.any(Number),
      waveform,
    });
    expect(Math.abs(voiceSound.durationMs - 3000)).toBeLessThanOrEqual(40);
    expect((await event).message.voiceSound).toEqual(message.voiceSound);

    const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, message._id));
    expect(row!.voice!.key).toMatch(/^voice\/[0-9a-f-]{36}\.webm$/);
    expect(res.body).not.toContain(row!.voice!.key.slice('voice/'.length));

    for (const member of [alice, bob]) {
      const file = await getVoice(member, voiceSound.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/webm');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe('inline');
      expect(file.rawPayload.equals(voice)).toBe(true);
    }
    const part = await getVoice(bob, voiceSound.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${voice.length}`);
    expect(part.rawPayload.equals(voice.subarray(0, 10))).toBe(true);
  });

  it('accepts Ogg Opus too', async () => {
    const { alice, dialog } = await pair();
    const res = await sendVoice(alice, { dialogId: dialog.id, voice: oggOpus({ durationMs: 1500 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.voiceSound).toMatchObject({ mime: 'audio/ogg' });
  });

  it('refuses what is not audio (415), too big (413), too long or empty (400), whatever the declared type', async () => {
    const { alice, dialog } = await pair();
    for (const data of [
      NOT_AUDIO.png,
      NOT_AUDIO.html,
      NOT_AUDIO.text,
      webmFile({ durationMs: 1000, tracks: ['video'] }),
    ]) {
      const res = await sendVoice(alice, { dialogId: dialog.id, voice: data, contentType: 'audio/webm' });
      expect(res.statusCode).toBe(415);
      expect(msg(res)).toBe(VOICE_MESSAGES.notAudio);
    }
    const big = Buffer.concat([webmAudio({ durationMs: 1000 }), Buffer.alloc(VOICE_MAX_BYTES)]);
    const tooBig = await sendVoice(alice, { dialogId: dialog.id, voice: big });
    expect(tooBig.statusCode).toBe(413);
    expect(msg(tooBig)).toBe(VOICE_MESSAGES.tooBig);
    const long = await sendVoice(alice, {
      dialogId: dialog.id,
      voice: webmAudio({ durationMs: VOICE_MAX_MS + 1000 }),
    });
    expect(long.statusCode).toBe(400);
    expect(msg(long)).toBe(VOICE_MESSAGES.tooLong);
    const missing = await sendVoice(alice, { dialogId: dialog.id });
    expect(missing.statusCode).toBe(400);
    expect(msg(missing)).toBe(VOICE_MESSAGES.missing);
    const badWave = await sendVoice(alice, {
      dialogId: dialog.id,
      voice: webmAudio({ durationMs: 1000 }),
      waveform: JSON.stringify([0.5]),
    });
    expect(badWave.statusCode).toBe(400);
    expect(msg(badWave)).toBe(VOICE_MESSAGES.waveform);
    const notJson = await sendVoice(alice, {
      dialogId: dialog.id,
      voice: webmAudio({ durationMs: 1000 }),
      waveform: '[',
    });
    expect(notJson.statusCode).toBe(400);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/dialog/messages',
      headers: bearer(alice.token),
      payload: { dialogId: dialog.id },
    });
    expect(page.json().messages).toEqual([]);
  });

  it('guest 401, outsider 404, banned sender or recipient 403, JSON instead of a form 415', async () => {
    const { alice, dialog } = await pair();
    const outsider = await createUser(t.deps.db);
    const voice = webmAudio({ durationMs: 1000 });
    expect((await sendVoice(null, { dialogId: dialog.id, voice })).statusCode).toBe(401);
    const stranger = await sendVoice(outsider, { dialogId: dialog.id, voice });
    expect(stranger.statusCode).toBe(404);
    expect(msg(stranger)).toBe(DIALOG_MESSAGES.notFound);

    const banned = await createUser(t.deps.db, { isBan: true });
    const withBanned = await insertDialog(t.deps.db, alice.user.id, banned.user.id);
    const fromBanned = await sendVoice(banned, { dialogId: withBanned.id, voice });
    expect(fromBanned.statusCode).toBe(403);
    expect(msg(fromBanned)).toBe(DIALOG_MESSAGES.bannedSender);
    const toBanned = await sendVoice(alice, { dialogId: withBanned.id, voice });
    expect(toBanned.statusCode).toBe(403);
    expect(msg(toBanned)).toBe(DIALOG_MESSAGES.bannedRecipient);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/dialog/send-voice',
      headers: bearer(alice.token),
      payload: { dialogId: dialog.id },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET /api/dialog/voice/:messageId', () => {
  it('only the dialog’s members get the file; others and guests do not learn it exists', async () => {
    const { alice, dialog } = await pair();
    const res = await sendVoice(alice, { dialogId: dialog.id, voice: webmAudio({ durationMs: 1000 }) });
    const url = res.json<TMessageResponse>().message.voiceSound!.url;
    const outsider = await createUser(t.deps.db);
    const stranger = await getVoice(outsider, url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers['content-type']).toMatch(/application\/json/);
    expect((await getVoice(null, url)).statusCode).toBe(401);
    expect((await getVoice(alice, '/api/dialog/voice/not-a-uuid')).statusCode).toBe(404);
    // A text message has no recording.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/dialog/send',
      headers: bearer(alice.token),
      payload: { dialogId: dialog.id, text: 'текст', clientId: 'c1' },
    });
    expect(
      (await getVoice(alice, `/api/dialog/voice/${text.json<TMessageResponse>().message._id}`)).statusCode,
    ).toBe(404);
  });
});
