import { describe, expect, it } from 'vitest';
import { V } from './messages.ts';
import { toFieldErrors } from './validation.ts';
import {
  assetRequestSchema,
  dogeForFiat,
  fiatForDoge,
  formatDoge,
  isDogeAddress,
  koinuForCents,
  koinuToPayCents,
  parseDogeAmount,
  withdrawalDecisionSchema,
} from './wallet.ts';

/** A mainnet P2PKH address (version 0x1e, starts with D) and a P2SH one (version 0x16, starts with 9 or A). */
const P2PKH = 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L';
const P2PKH_2 = 'DUUbVELoLs9oic1vSakm4mDK2DKfh1LiKV';
const P2SH = '9riLkR8x7k61SjMgaqhMso14WxZCkohjr5';
/** A valid Bitcoin address (version 0x00): right checksum, wrong network. */
const BITCOIN = '112D2adLM3UKy4Z4giRbReR6gjWuvHUqB';

describe('isDogeAddress', () => {
  it('accepts mainnet P2PKH and P2SH addresses', () => {
    for (const address of [P2PKH, P2PKH_2, P2SH]) expect(isDogeAddress(address), address).toBe(true);
  });

  it('refuses a changed character, a Bitcoin address and junk', () => {
    const changed = `${P2PKH.slice(0, 10)}${P2PKH[10] === 'a' ? 'b' : 'a'}${P2PKH.slice(11)}`;
    for (const address of [changed, BITCOIN, '', 'D', 'not an address', `${P2PKH}x`, P2PKH.replace('D', '0')])
      expect(isDogeAddress(address), address).toBe(false);
  });
});

describe('DOGE amounts', () => {
  it('reads up to 8 decimals into whole koinu without floating point', () => {
    expect(parseDogeAmount('2')).toBe(200_000_000);
    expect(parseDogeAmount('0.1')).toBe(10_000_000);
    expect(parseDogeAmount('0,00000001')).toBe(1);
    expect(parseDogeAmount('123456789.12345678')).toBe(12_345_678_912_345_678);
    for (const bad of ['0', '0.000000001', '-1', '1e3', '', 'abc', '1.2.3'])
      expect(parseDogeAmount(bad), bad).toBeNull();
  });

  it('formats koinu back without trailing zeros', () => {
    expect(formatDoge(250_000_000)).toBe('2.5');
    expect(formatDoge(1)).toBe('0.00000001');
    expect(formatDoge(-150_000_000)).toBe('-1.5');
    expect(formatDoge(0)).toBe('0');
  });

  it('converts at the fixed rate both ways', () => {
    expect(koinuForCents(1000, 0.2)).toBe(50 * 100_000_000);
    expect(fiatForDoge(50, 0.2)).toBe(10);
    expect(dogeForFiat(10, 0.2)).toBe(50);
    expect(dogeForFiat(0.01, 0.2)).toBe(0.05);
  });
});

describe('assetRequestSchema', () => {
  const errors = (input: Record<string, unknown>) => {
    const result = assetRequestSchema.safeParse(input);
    return result.success ? {} : toFieldErrors(result.error);
  };

  it('checks the address by its type', () => {
    expect(
      assetRequestSchema.parse({ volume: '2', recipientAddressType: '0', recipientAddress: P2PKH }),
    ).toEqual({
      volume: 200_000_000,
      recipientAddressType: 0,
      recipientAddress: P2PKH,
    });
    expect(errors({ volume: '2', recipientAddressType: '0', recipientAddress: BITCOIN })).toEqual({
      recipientAddress: [V.dogeAddress],
    });
    expect(errors({ volume: '2', recipientAddressType: '3', recipientAddress: 'ana@' })).toEqual({
      recipientAddress: [V.notValidEmail],
    });
    expect(errors({ volume: '2', recipientAddressType: '1', recipientAddress: '@ana_bakes' })).toEqual({});
    expect(errors({ volume: '2', recipientAddressType: '4', recipientAddress: 'x' })).toEqual({
      recipientAddressType: [V.invalid],
    });
  });

  it('wants a positive amount with at most 8 decimals', () => {
    const base = { recipientAddressType: '3', recipientAddress: 'ana@example.lt' };
    expect(errors({ ...base, volume: '0' })).toEqual({ volume: [V.dogeAmount] });
    expect(errors({ ...base, volume: '1.123456789' })).toEqual({ volume: [V.dogeAmount] });
    expect(errors({ ...base, volume: '' })).toEqual({ volume: [V.required] });
  });
});

describe('withdrawalDecisionSchema', () => {
  it('needs the on-chain id to mark sent and a reason to reject', () => {
    expect(
      withdrawalDecisionSchema.safeParse({ withdrawalId: '1', action: 'sent', txid: 'a'.repeat(64) }).success,
    ).toBe(true);
    expect(
      withdrawalDecisionSchema.safeParse({ withdrawalId: '1', action: 'sent', txid: 'abc' }).success,
    ).toBe(false);
    expect(withdrawalDecisionSchema.safeParse({ withdrawalId: '1', action: 'reject' }).success).toBe(false);
    expect(
      withdrawalDecisionSchema.safeParse({ withdrawalId: '1', action: 'reject', reason: 'Wrong address' })
        .success,
    ).toBe(true);
  });
});

describe('koinuToPayCents', () => {
  it('rounds up to the koinu, so a DOGE payment never takes less than the price', () => {
    expect(koinuToPayCents(1253, 0.2)).toBe(6_265_000_000);
    expect(koinuToPayCents(1, 0.3)).toBe(3_333_334);
    expect(koinuToPayCents(30, 0.1)).toBe(300_000_000);
    for (const cents of [1, 99, 1253, 100_000]) {
      for (const rate of [0.07, 0.2, 0.3, 1.5]) {
        expect(koinuToPayCents(cents, rate) * rate).toBeGreaterThanOrEqual(cents * 1_000_000 - 1e-6);
      }
    }
  });
});
