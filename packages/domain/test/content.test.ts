import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, ZAppLinks, ZFaqQuery, ZFaqQuestionSave, ZPageSave, ZSlug } from '../src/content';
import { ZAdminLandingSave } from '../src/admin-content';

/** Issue 13: the content contracts' rules (the server and the admin forms share them). */
describe('ZSlug', () => {
  it('takes lower-case Latin words joined by single hyphens, trimmed', () => {
    for (const slug of ['about', 'kak-zaregistrirovatsya', 'faq-2', '  privacy  ']) {
      expect(ZSlug.safeParse(slug).success, slug).toBe(true);
    }
    expect(ZSlug.parse('  privacy ')).toBe('privacy');
  });

  it('refuses upper case, Cyrillic, slashes, double or edge hyphens, empty and too long', () => {
    for (const slug of ['About', 'о-нас', 'page/about', 'a--b', '-a', 'a-', '', 'a'.repeat(81), 'a b']) {
      expect(ZSlug.safeParse(slug).success, slug).toBe(false);
    }
  });
});

describe('ZFaqQuery', () => {
  it('takes cargo, carrier or nothing; anything else gets the Russian message', () => {
    expect(ZFaqQuery.parse({})).toEqual({});
    expect(ZFaqQuery.parse({ audience: 'carrier' })).toEqual({ audience: 'carrier' });
    for (const audience of ['all', 'admin', '', ['cargo']]) {
      const result = ZFaqQuery.safeParse({ audience });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTENT_MESSAGES.audience);
    }
  });
});

describe('saves', () => {
  const page = { slug: 'about', title: 'О сервисе', description: '', body: '## Текст' };

  it('a page keeps its Markdown as typed (HTML included: it is never rendered raw)', () => {
    const body = '<script>alert(1)</script>\n\n[x](javascript:alert(1))';
    expect(ZPageSave.parse({ ...page, body }).body).toBe(body);
  });

  it('a page needs a title and a body that is not only spaces, and no control characters', () => {
    expect(ZPageSave.safeParse({ ...page, title: ' ' }).success).toBe(false);
    expect(ZPageSave.safeParse({ ...page, body: ' \n ' }).success).toBe(false);
    expect(ZPageSave.safeParse({ ...page, body: 'a\u0000b' }).success).toBe(false);
    expect(ZPageSave.safeParse({ ...page, body: 'a'.repeat(50_001) }).success).toBe(false);
  });

  it('a question needs its section id and a position in range', () => {
    const question = {
      sectionId: '00000000-0000-4000-8000-000000000000',
      slug: 'vopros',
      question: 'Вопрос?',
      answer: 'Ответ',
      position: 0,
    };
    expect(ZFaqQuestionSave.safeParse(question).success).toBe(true);
    expect(ZFaqQuestionSave.safeParse({ ...question, sectionId: 'x' }).success).toBe(false);
    expect(ZFaqQuestionSave.safeParse({ ...question, position: -1 }).success).toBe(false);
    expect(ZFaqQuestionSave.safeParse({ ...question, position: 1.5 }).success).toBe(false);
  });

  it('store links are https addresses or empty («скоро»)', () => {
    expect(ZAppLinks.safeParse({ appStore: '', googlePlay: '' }).success).toBe(true);
    expect(
      ZAppLinks.safeParse({
        appStore: 'https://apps.apple.com/app/id1',
        googlePlay: 'https://play.google.com/x',
      }).success,
    ).toBe(true);
    for (const link of ['http://apps.apple.com', 'javascript:alert(1)', '/download-app', 'apps.apple.com']) {
      expect(ZAppLinks.safeParse({ appStore: link, googlePlay: '' }).success, link).toBe(false);
    }
  });

  it('the landing save takes either part or both', () => {
    expect(ZAdminLandingSave.safeParse({}).success).toBe(true);
    expect(ZAdminLandingSave.safeParse({ apps: { appStore: '', googlePlay: '' } }).success).toBe(true);
  });
});
