import { describe, expect, it } from 'vitest';
import { linkify } from '../src/features/dialog/linkify';

describe('linkify', () => {
  it('splits text and http(s) links, keeping every character', () => {
    const text = 'Маршрут: https://yandex.ru/maps?rtext=1,2 и http://example.com/a.';
    const parts = linkify(text);
    expect(parts).toEqual([
      { kind: 'text', text: 'Маршрут: ' },
      { kind: 'link', text: 'https://yandex.ru/maps?rtext=1,2', href: 'https://yandex.ru/maps?rtext=1,2' },
      { kind: 'text', text: ' и ' },
      { kind: 'link', text: 'http://example.com/a', href: 'http://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves sentence punctuation out and keeps balanced brackets in', () => {
    expect(linkify('(см. https://ru.wikipedia.org/wiki/Фура_(значения))')).toEqual([
      { kind: 'text', text: '(см. ' },
      {
        kind: 'link',
        text: 'https://ru.wikipedia.org/wiki/Фура_(значения)',
        href: 'https://ru.wikipedia.org/wiki/%D0%A4%D1%83%D1%80%D0%B0_(%D0%B7%D0%BD%D0%B0%D1%87%D0%B5%D0%BD%D0%B8%D1%8F)',
      },
      { kind: 'text', text: ')' },
    ]);
    expect(linkify('Вот https://a.ru!')[1]).toEqual({
      kind: 'link',
      text: 'https://a.ru',
      href: 'https://a.ru/',
    });
  });

  it('never links other schemes and stops at markup characters', () => {
    expect(linkify('javascript:alert(1) data:text/html,<b>x</b> ftp://a.ru')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b> ftp://a.ru' },
    ]);
    expect(linkify('<a href="https://evil.ru">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.ru', href: 'https://evil.ru/' },
      { kind: 'text', text: '">x</a>' },
    ]);
  });

  it('returns plain text without links as one part, and nothing for an empty text', () => {
    expect(linkify('Привет\nкак дела')).toEqual([{ kind: 'text', text: 'Привет\nкак дела' }]);
    expect(linkify('')).toEqual([]);
    expect(linkify('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});
