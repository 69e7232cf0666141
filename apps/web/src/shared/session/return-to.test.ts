import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInReturnPath } from './return-to.ts';

describe('the sign-in return', () => {
  it('follows only paths of this site', () => {
    expect(safeReturnTo('/board')).toBe('/board');
    expect(safeReturnTo('/buy?topUp=done#pay')).toBe('/buy?topUp=done#pay');
    for (const refused of [
      null,
      '',
      'board',
      '//evil.example',
      '//evil.example/board',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/board\n',
      '/ board',
      '/signin?source=one_time_pin',
      '/signin',
    ]) {
      expect(safeReturnTo(refused), String(refused)).toBeNull();
    }
  });

  it('writes the log-in address readably, escaping only what the query needs', () => {
    expect(signInReturnPath('/board')).toBe('/signin?source=one_time_pin&returnTo=/board');
    const path = signInReturnPath('/buy?topUp=done&x=1');
    expect(path).toBe('/signin?source=one_time_pin&returnTo=/buy%3FtopUp%3Ddone%26x%3D1');
    expect(new URLSearchParams(path.split('?')[1]).get('returnTo')).toBe('/buy?topUp=done&x=1');
  });
});
