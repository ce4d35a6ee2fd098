import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges } from '../src/admin-audit';
import { listingHiddenText, listingRestoredText } from '../src/admin-listings';
import { isNoticeLink, NOTICE_MESSAGES, noticeProgress, ZNoticeSendRequest } from '../src/admin-notices';
import { notificationLink } from '../src/notification-texts';

describe('isNoticeLink', () => {
  it.each(['https://fura.example', 'http://fura.example/a?b=1#c', '/tariffs', '/page/about?x=1'])(
    'accepts %s',
    (link) => expect(isNoticeLink(link)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'ftp://fura.example',
    'https://',
    'https://bank.example@evil.example/',
    '/a b',
    '/\\evil.example',
    'tariffs',
  ])('refuses %s', (link) => expect(isNoticeLink(link)).toBe(false));
});

describe('ZNoticeSendRequest', () => {
  it('trims the text, turns an empty link into none, wants a user for «user»', () => {
    expect(ZNoticeSendRequest.parse({ audience: 'all', text: ' Привет ', link: ' ' })).toEqual({
      audience: 'all',
      userId: null,
      text: 'Привет',
      link: null,
    });
    const noUser = ZNoticeSendRequest.safeParse({ audience: 'user', text: 'Т' });
    expect(noUser.error?.issues).toMatchObject([{ path: ['userId'], message: NOTICE_MESSAGES.userId }]);
  });
});

describe('noticeProgress', () => {
  it('is the delivered part in percent, 100 when done or empty', () => {
    expect(noticeProgress({ sent: 1, total: 3, status: 'sending' })).toBe(33);
    expect(noticeProgress({ sent: 0, total: 0, status: 'sending' })).toBe(100);
    expect(noticeProgress({ sent: 2, total: 3, status: 'done' })).toBe(100);
  });
});

describe('a system notice’s link', () => {
  it('leads to its site path; an outside address or none leads to the notifications', () => {
    const link = (value: unknown) => notificationLink({ code: 'systemNotice', info: { link: value } });
    expect(link('/tariffs')).toBe('/tariffs');
    expect(link('https://fura.example')).toBe('/notifications');
    expect(link('//evil.example')).toBe('/notifications');
    expect(link(null)).toBe('/notifications');
  });
});

describe('the audit in Russian', () => {
  it('labels known actions and shows an unknown one by its code', () => {
    expect(auditActionLabel('articleHide')).toBe('Объявление скрыто');
    expect(auditActionLabel('somethingNew')).toBe('somethingNew');
    expect(auditActionLabel('toString')).toBe('toString');
  });
  it('lists only what changed, compactly', () => {
    expect(auditChanges({ status: 2, note: 'x' }, { status: 7, note: 'x' })).toEqual(['status: 2 → 7']);
    expect(auditChanges(null, { handledBy: 'a' })).toEqual(['handledBy: — → a']);
    expect(auditChanges({ text: 'я'.repeat(100) }, null)[0]).toMatch(/^text: я{59}… → —$/);
  });
  it('tells the author what the admin did with his listing', () => {
    expect(listingHiddenText('offer', 'Москва → Тула', 'Спам')).toBe(
      'Администратор скрыл ваше предложение «Москва → Тула»: Спам',
    );
    expect(listingRestoredText('order', 'Москва → Тула')).toBe(
      'Администратор восстановил ваш заказ «Москва → Тула»',
    );
  });
});

describe('ZNoticeSendRequest reports every field at once', () => {
  it('an empty text and a missing user together', () => {
    const result = ZNoticeSendRequest.safeParse({ audience: 'user', userId: '', text: '' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['text', 'userId']);
  });
  it('ignores a typed user id for another audience', () => {
    expect(ZNoticeSendRequest.parse({ audience: 'cargo', userId: 'x', text: 'Т' }).userId).toBeNull();
  });
});
