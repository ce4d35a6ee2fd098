import { describe, expect, it } from 'vitest';
import { withAbsoluteLinks } from '../src/mail/absolute-links';
import { notificationMail } from '../src/mail/templates/notification';

const BASE = 'https://fura.example';
const input = {
  to: 'a@b.ru',
  name: 'Анна',
  text: 'Новое сообщение — Пётр',
  base: BASE,
  path: '/messages',
  unsubscribePath: '/api/notification/unsubscribe/TOKEN_abc-123?group=messages',
  groupLabel: 'Новые сообщения',
};

describe('notificationMail', () => {
  it('subject «Фура: <text>» on one line, cut to 150 characters', () => {
    expect(notificationMail(input).subject).toBe('Фура: Новое сообщение — Пётр');
    const long = notificationMail({ ...input, text: `Строка\r\nBcc: x@y.ru ${'я'.repeat(300)}` });
    expect(long.subject).not.toMatch(/[\r\n]/);
    expect(long.subject).toMatch(/^Фура: Строка Bcc/);
    expect(long.subject.length).toBe(150);
    expect(long.subject.endsWith('…')).toBe(true);
  });

  it('escapes the text, the name and the group in HTML; links are absolute', () => {
    const mail = notificationMail({
      ...input,
      name: '"><img src=x onerror=alert(1)>',
      text: 'Отзыв от <i>Пётр</i> & Ко',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('Отзыв от &lt;i&gt;Пётр&lt;/i&gt; &amp; Ко');
    expect(mail.html).toContain(`href="${BASE}/messages"`);
    expect(mail.html).toContain(`href="${BASE}/notifications-settings"`);
    expect(mail.html).toContain(`href="${BASE}/api/notification/unsubscribe/TOKEN_abc-123?group=messages"`);
    expect(mail.text).toContain('Отзыв от <i>Пётр</i> & Ко');
    expect(mail.text).toContain('«Новые сообщения»');
  });
});

describe('notification mail with site paths (queued) and withAbsoluteLinks (the sender)', () => {
  const queued = notificationMail({ ...input, base: '' });

  it('carries the one-click unsubscribe headers', () => {
    expect(notificationMail(input).headers).toEqual({
      'List-Unsubscribe': `<${BASE}/api/notification/unsubscribe/TOKEN_abc-123?group=messages>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(queued.headers?.['List-Unsubscribe']).toBe(
      '</api/notification/unsubscribe/TOKEN_abc-123?group=messages>',
    );
  });

  it('the sender makes every link absolute: the same mail as one built on the base', () => {
    expect(queued.text).toContain('Открыть: /messages\n');
    expect(queued.html).toContain('href="/messages"');
    expect(withAbsoluteLinks(queued, BASE)).toEqual(notificationMail(input));
  });

  it('is idempotent and leaves absolute and protocol-relative links alone', () => {
    const once = withAbsoluteLinks(queued, BASE);
    expect(withAbsoluteLinks(once, BASE)).toEqual(once);
    const other = {
      to: 'a@b.ru',
      subject: 's',
      text: 'См.: //evil.example/x',
      html: '<a href="//evil.example/x">',
    };
    expect(withAbsoluteLinks(other, BASE)).toEqual(other);
  });

  it('user text cannot produce a link: it is escaped in HTML and kept on one line in the text', () => {
    const mail = notificationMail({
      ...input,
      base: '',
      text: 'От <a href="/x">Пётр</a>\r\nСм.: //evil.example',
    });
    const sent = withAbsoluteLinks(mail, 'https://fura.example');
    expect(sent.html).not.toContain('href="https://fura.example/x"');
    expect(sent.html).toContain('&lt;a href=&quot;/x&quot;&gt;');
    expect(sent.text).toContain('\nОт <a href="/x">Пётр</a> См.: //evil.example\n');
  });

  it('a line of user text ending in «: /path» stays as typed: only the link lines of the template are resolved', () => {
    const mail = notificationMail({
      ...input,
      base: '',
      name: 'Пётр: /admin',
      text: 'Новое сообщение — Иван: /admin',
    });
    const sent = withAbsoluteLinks(mail, BASE);
    expect(sent.text).toContain('\nНовое сообщение — Иван: /admin\n');
    expect(sent.text).toContain('Здравствуйте, Пётр: /admin!');
    expect(sent.text).not.toContain(`${BASE}/admin`);
    expect(sent.text).toContain(`Открыть: ${BASE}/messages\n`);
    expect(sent.text).toContain(`Отписаться от этих писем: ${BASE}/api/notification/unsubscribe/`);
  });
});
