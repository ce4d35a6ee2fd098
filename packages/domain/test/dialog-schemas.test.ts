import { describe, expect, it } from 'vitest';
import {
  DIALOG_MESSAGES,
  MESSAGE_TEXT_MAX,
  ZDialogListRequest,
  ZOpenDialogRequest,
  ZSendMessageRequest,
} from '../src/dialog-schemas';
import { messagesOf } from './zod-issues';

describe('ZOpenDialogRequest', () => {
  it('a user dialog needs a user id', () => {
    expect(ZOpenDialogRequest.parse({ kind: 'user', userId: 'u1' })).toEqual({ kind: 'user', userId: 'u1' });
    expect(ZOpenDialogRequest.safeParse({ kind: 'user' }).success).toBe(false);
    expect(ZOpenDialogRequest.safeParse({ kind: 'user', userId: '' }).success).toBe(false);
  });

  it('an order dialog needs an article id, the user id is optional', () => {
    expect(ZOpenDialogRequest.parse({ kind: 'order', articleId: 'a1' })).toEqual({
      kind: 'order',
      articleId: 'a1',
    });
    expect(ZOpenDialogRequest.parse({ kind: 'order', articleId: 'a1', userId: 'u1' })).toEqual({
      kind: 'order',
      articleId: 'a1',
      userId: 'u1',
    });
    expect(ZOpenDialogRequest.safeParse({ kind: 'order', userId: 'u1' }).success).toBe(false);
  });

  it.each([{}, { kind: 'all', userId: 'u1' }, { userId: 'u1' }])('%o has no valid kind', (body) => {
    expect(ZOpenDialogRequest.safeParse(body).success).toBe(false);
  });

  it('an id longer than 64 characters is refused', () => {
    expect(ZOpenDialogRequest.safeParse({ kind: 'user', userId: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('ZSendMessageRequest', () => {
  const base = { dialogId: 'd1', clientId: 'tmp-1' };

  it('trims the text; socketId is optional', () => {
    expect(ZSendMessageRequest.parse({ ...base, text: '  Привет  ' })).toEqual({ ...base, text: 'Привет' });
  });

  it.each(['', '   \n ', undefined])('empty text %o → «Напишите сообщение»', (text) => {
    expect(messagesOf(ZSendMessageRequest.safeParse({ ...base, text }))).toEqual([
      { path: 'text', message: DIALOG_MESSAGES.text },
    ]);
  });

  it(`text up to ${MESSAGE_TEXT_MAX} characters passes, one more fails`, () => {
    expect(ZSendMessageRequest.safeParse({ ...base, text: 'я'.repeat(MESSAGE_TEXT_MAX) }).success).toBe(true);
    expect(
      messagesOf(ZSendMessageRequest.safeParse({ ...base, text: 'я'.repeat(MESSAGE_TEXT_MAX + 1) })),
    ).toEqual([{ path: 'text', message: DIALOG_MESSAGES.textLong }]);
    expect(DIALOG_MESSAGES.textLong).toBe('Сообщение — не длиннее 4000 символов');
  });

  it('a missing client id is refused in Russian', () => {
    expect(messagesOf(ZSendMessageRequest.safeParse({ dialogId: 'd1', text: 'Привет' }))).toEqual([
      { path: 'clientId', message: DIALOG_MESSAGES.clientId },
    ]);
  });
});

describe('ZDialogListRequest', () => {
  it('defaults to all dialogs from offset 0', () => {
    expect(ZDialogListRequest.parse({})).toEqual({ kind: 'all', offset: 0 });
    expect(ZDialogListRequest.parse({ kind: 'order', offset: 20 })).toEqual({ kind: 'order', offset: 20 });
    expect(ZDialogListRequest.parse({ kind: 'user' }).kind).toBe('user');
  });

  it.each([{ kind: 'other' }, { offset: -1 }, { offset: 2.5 }, { offset: 1_000_001 }])(
    '%o is refused',
    (body) => {
      expect(ZDialogListRequest.safeParse(body).success).toBe(false);
    },
  );
});
