import { describe, expect, it } from 'vitest';
import type { TMessageResponse } from '@fura/domain/dialog-schemas';
import { DIALOG_SERVER_MESSAGES } from '../src/modules/dialog/messages';
import { webmAudio } from './helpers/audio-fixtures';
import { socketTestApp } from './helpers/socket-test-app';
import { voiceRequests } from './helpers/voice-requests';

const t = socketTestApp();
const { sendVoice, getVoice, pair } = voiceRequests(t);

/** A sent voice message: its URL, the bytes sent, and the member who plays it. */
async function recording() {
  const { alice, bob, dialog } = await pair();
  const voice = webmAudio({ durationMs: 2000 });
  const res = await sendVoice(alice, { dialogId: dialog.id, voice });
  expect(res.statusCode).toBe(200);
  return { url: res.json<TMessageResponse>().message.voiceSound!.url, voice, bob };
}

describe('GET /api/dialog/voice/:messageId with a Range header', () => {
  it('answers one range with 206 and the bytes asked, a suffix and an open end too', async () => {
    const { url, voice, bob } = await recording();
    const size = voice.length;
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, size - 1],
      ['bytes=-5', size - 5, size - 1],
      ['bytes=5-999999', 5, size - 1],
    ];
    for (const [header, start, end] of cases) {
      const part = await getVoice(bob, url, { range: header });
      expect(part.statusCode, header).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.rawPayload.equals(voice.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers a range past the end (or backwards) with 416, Content-Range bytes */size and a Russian message', async () => {
    const { url, voice, bob } = await recording();
    const past = [`bytes=${voice.length}-`, `bytes=${voice.length + 100}-${voice.length + 200}`];
    // A range that ends before it starts is no range of the file either (as `send` answers it).
    for (const header of [...past, 'bytes=9-2']) {
      const res = await getVoice(bob, url, { range: header });
      expect(res.statusCode, header).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${voice.length}`);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: true,
        errors: [{ msg: DIALOG_SERVER_MESSAGES.rangeNotSatisfiable }],
      });
    }
  });

  it('sends the whole file for a malformed header, another unit or several ranges', async () => {
    const { url, voice, bob } = await recording();
    for (const header of ['bytes=abc', 'items=0-1', 'bytes=0-1,5-9', '']) {
      const res = await getVoice(bob, url, { range: header });
      expect(res.statusCode, header).toBe(200);
      expect(res.rawPayload.equals(voice)).toBe(true);
    }
  });

  it('answers a stranger 404 whatever the range, never 416 that would tell the size', async () => {
    const { url, voice } = await recording();
    const { alice: stranger } = await pair();
    const res = await getVoice(stranger, url, { range: `bytes=${voice.length}-` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-range']).toBeUndefined();
  });
});
