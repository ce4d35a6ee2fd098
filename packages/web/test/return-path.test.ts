import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '../src/shared/session/return-path';

describe('the return path after login or registration', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnPath('/tariffs?plan=pro-month')).toBe('/tariffs?plan=pro-month');
    expect(safeReturnPath('/order/42#requests')).toBe('/order/42#requests');
  });

  it('refuses other sites, protocols, control characters and anything that is not a string', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'tariffs',
      '/a\nb',
      '/a\u0000',
      '',
      `/${'a'.repeat(600)}`,
      null,
      42,
      { path: '/' },
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('builds links that keep it', () => {
    expect(withReturnPath('/login', null)).toBe('/login');
    expect(withReturnPath('/register', '/tariffs?plan=a', { role: 'carrier' })).toBe(
      '/register?role=carrier&next=%2Ftariffs%3Fplan%3Da',
    );
  });
});
