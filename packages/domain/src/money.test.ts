import { describe, expect, it } from 'vitest';
import { centsFromEuroInput, eurosFromCents, formatEurCents, setMoneyLanguage } from './money.ts';

describe('money', () => {
  it('shows cents as EUR in the en-IE format', () => {
    expect(formatEurCents(1250)).toBe('€12.50');
    expect(formatEurCents(100_000)).toBe('€1,000.00');
  });

  it('shows cents as Lithuanian writes them in Lithuanian, and follows the reader’s language', () => {
    expect(formatEurCents(1250, 'lt')).toBe('12,50\u00a0€');
    expect(formatEurCents(100_000, 'lt')).toBe('1\u00a0000,00\u00a0€');
    expect(eurosFromCents(1250, 'lt')).toBe('12,50');
    expect(centsFromEuroInput('12,50 €')).toBe(1250);
    setMoneyLanguage('lt');
    try {
      expect(formatEurCents(999)).toBe('9,99\u00a0€');
    } finally {
      setMoneyLanguage('en');
    }
    expect(formatEurCents(999)).toBe('€9.99');
  });

  it('reads euros typed in a form as whole cents', () => {
    expect(centsFromEuroInput('12')).toBe(1200);
    expect(centsFromEuroInput(' 12.5 ')).toBe(1250);
    expect(centsFromEuroInput('12,05')).toBe(1205);
    expect(centsFromEuroInput('€ 9.99')).toBe(999);
    expect(centsFromEuroInput('0.1')).toBe(10);
    expect(centsFromEuroInput('-3')).toBe(-300);
  });

  it('gives a fraction of a cent for more decimals and NaN for what is not a number', () => {
    expect(Number.isInteger(centsFromEuroInput('12.345'))).toBe(false);
    expect(centsFromEuroInput('')).toBeNaN();
    expect(centsFromEuroInput('12 eur')).toBeNaN();
    expect(centsFromEuroInput('1e3')).toBeNaN();
  });

  it('shows cents as the euros of a form, round trip', () => {
    expect(eurosFromCents(1200)).toBe('12');
    expect(eurosFromCents(1250)).toBe('12.50');
    expect(eurosFromCents(1205)).toBe('12.05');
    for (const cents of [1, 99, 100, 1234, 100_000]) {
      expect(centsFromEuroInput(eurosFromCents(cents))).toBe(cents);
    }
  });
});
