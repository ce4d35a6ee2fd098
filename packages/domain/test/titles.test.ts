import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE, pageTitle } from '../src/titles';

describe('pageTitle (SPEC §2: product name, separator, screen title)', () => {
  it('builds «Фура | Вход»', () => {
    expect(pageTitle('Вход')).toBe('Фура | Вход');
  });

  it('keeps the screen title as given', () => {
    expect(pageTitle('Страница не найдена')).toBe('Фура | Страница не найдена');
  });
});

describe('not-found page', () => {
  it('is titled «Страница не найдена» and says the route does not exist on the server', () => {
    expect(NOT_FOUND_TITLE).toBe('Страница не найдена');
    expect(NOT_FOUND_MESSAGE).toMatch(/сервере/);
  });
});
