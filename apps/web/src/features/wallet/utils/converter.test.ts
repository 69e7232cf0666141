import { describe, expect, it } from 'vitest';
import { checkTopUp, dogeTextForFiat, fiatTextForDoge } from './converter.ts';

describe('the /buy converter', () => {
  it('turns DOGE into fiat at the rate, in cents', () => {
    expect(fiatTextForDoge('10', 0.2)).toBe('2.00');
    expect(fiatTextForDoge('12,5', 0.2)).toBe('2.50');
    expect(fiatTextForDoge('0.00000001', 0.2)).toBe('0.00');
    expect(fiatTextForDoge('abc', 0.2)).toBe('');
    expect(fiatTextForDoge('-3', 0.2)).toBe('');
  });

  it('turns fiat into DOGE at the rate, without floating-point tails', () => {
    expect(dogeTextForFiat('2', 0.2)).toBe('10');
    expect(dogeTextForFiat('0,10', 0.2)).toBe('0.5');
    expect(dogeTextForFiat('1.23', 0.3)).toBe('4.1');
    expect(dogeTextForFiat('1.234', 0.2)).toBe('');
    expect(dogeTextForFiat('', 0.2)).toBe('');
  });

  it('charges the fiat amount in EUR cents within the top-up limits and credits koinu for them', () => {
    expect(checkTopUp('10', 0.2)).toEqual({ ok: true, cents: 1000, koinu: 50 * 100_000_000 });
    expect(checkTopUp('0.99', 0.2)).toEqual({ ok: false, problem: 'limits' });
    expect(checkTopUp('1000.01', 0.2)).toEqual({ ok: false, problem: 'limits' });
    expect(checkTopUp('ten', 0.2)).toEqual({ ok: false, problem: 'amount' });
  });
});
