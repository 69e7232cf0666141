import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderMoney, type OrderMoney } from '@hearth/domain/order-money';
import { changeLanguage } from '../i18n/i18n.ts';
import { productFixture } from '../testing/catalogue-fixtures.ts';
import { feesOf, moneyLinesOf, TEST_CART } from '../testing/order-fixtures.ts';
import { bookedMoney } from './booked-money.ts';
import { MoneySummary } from './money-summary.tsx';
import { renderTranslated } from '@/shared/testing/test-utils.tsx';

/** Each shown row as [label, amount], in order. */
function rows(): [string, string][] {
  return [...screen.getByTestId('money-summary').querySelectorAll('[data-money]')].map((row) => [
    row.querySelector('dt')!.textContent ?? '',
    row.querySelector('.money-summary__amount')!.textContent ?? '',
  ]);
}

const cents = (text: string) => Math.round(Number(text.replace(/[€,]/g, '')) * 100);

/** The amount of the row `key`, in cents (undefined when the row is not shown). */
function amountOf(key: string): number | undefined {
  const text = screen
    .getByTestId('money-summary')
    .querySelector(`[data-money="${key}"] .money-summary__amount`)?.textContent;
  return text === undefined ? undefined : cents(text);
}

/** What is paid now and later, less what comes back, must be the total the summary shows. */
function expectSplitAddsUp() {
  const now = amountOf('payNow') ?? 0;
  const later = (amountOf('payAtVisit') ?? 0) + (amountOf('payAfterVisit') ?? 0);
  expect(now + later - (amountOf('refundAfterVisit') ?? 0)).toBe(amountOf('total'));
}

const cartMoney = (payInCash: boolean) => orderMoney(moneyLinesOf(TEST_CART), { payInCash });

describe('the money summary', () => {
  it('in cash mode: the fees online now and the dishes in cash at the visit, adding up to the total', () => {
    renderTranslated(<MoneySummary money={cartMoney(true)} />);
    expect(rows()).toEqual([
      ['Dishes', '€49.50'],
      ['Service fee', '€9.99'],
      ['VAT on the service fee', '€2.10'],
      ['Payment gateway fee', '€1.49'],
      ['Total', '€63.08'],
      ['Pay now online', '€13.58'],
      ['Pay the chef in cash at the visit', '€49.50'],
    ]);
    expectSplitAddsUp();
    expect(screen.getByText('How the total is paid')).toBeInTheDocument();
    expect(
      screen.getByText(/Paid in cash, in person, to the chef on the day of the visit/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Paid online by card or DOGE when ordering/)).toBeInTheDocument();
    expect(screen.queryByText('Card incentive for the chef')).not.toBeInTheDocument();
  });

  it('in card mode: the card incentive named as such, prepaid now, and the dishes online after the visit', () => {
    renderTranslated(<MoneySummary money={cartMoney(false)} />);
    expect(rows()).toEqual([
      ['Dishes', '€49.50'],
      ['Service fee', '€9.99'],
      ['VAT on the service fee', '€2.10'],
      ['Payment gateway fee', '€1.49'],
      ['Card incentive for the chef', '€18.00'],
      ['Total', '€81.08'],
      ['Pay now online', '€31.58'],
      ['Pay online after the visit', '€49.50'],
    ]);
    expectSplitAddsUp();
    expect(screen.getByText(/half the price of the dishes priced by time/)).toBeInTheDocument();
    expect(screen.getByText(/Paid online after the visit, to the chef through Hearth/)).toBeInTheDocument();
    expect(screen.queryByText('Pay the chef in cash at the visit')).not.toBeInTheDocument();
  });

  it('after a shorter visit than prepaid: the refund, and still adding up to the total', () => {
    const timed = [[productFixture(), 2]] as const;
    renderTranslated(<MoneySummary money={orderMoney(moneyLinesOf(timed, [30]), { payInCash: false })} />);
    expect(amountOf('subtotal')).toBe(600);
    expect(amountOf('cardIncentive')).toBe(300);
    expect(amountOf('payNow')).toBe(1800 + 999 + 210 + 108);
    expect(amountOf('payAfterVisit')).toBeUndefined();
    expect(amountOf('refundAfterVisit')).toBe(900);
    expectSplitAddsUp();
    expect(screen.getByText('Refunded after the visit')).toBeInTheDocument();
  });

  it('keeps the sentences behind a disclosure in the compact form', () => {
    renderTranslated(<MoneySummary money={cartMoney(true)} variant="compact" />);
    expect(rows()).toHaveLength(7);
    const more = screen.getByText('Who is paid, when and why').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByText(/Paid in cash, in person/)).toBeInTheDocument();
    expect(screen.getByTestId('money-summary').querySelector('.money-summary__explain')).toBeNull();
  });

  it('speaks Lithuanian', async () => {
    await changeLanguage('lt');
    renderTranslated(<MoneySummary money={cartMoney(true)} />);
    expect(screen.getByText('Mokėti dabar internetu')).toBeInTheDocument();
    expect(screen.getByText('Sumokėti virėjui grynaisiais vizito metu')).toBeInTheDocument();
    expect(screen.getByText('PVM nuo paslaugos mokesčio')).toBeInTheDocument();
  });
});

describe('bookedMoney', () => {
  it('is orderMoney of the lines before the visit, from the fees the server priced', () => {
    for (const payInCash of [true, false]) {
      const expected: OrderMoney = cartMoney(payInCash);
      expect(bookedMoney(feesOf(TEST_CART, payInCash), payInCash)).toEqual(expected);
    }
  });
});
