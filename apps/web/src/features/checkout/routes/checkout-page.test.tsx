import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '@hearth/domain/contracts/contract';
import { listChefSlots } from '@hearth/domain/contracts/availability';
import * as orders from '@hearth/domain/contracts/orders';
import * as payments from '@hearth/domain/contracts/payments';
import { getConfig } from '@hearth/domain/contracts/site';
import { MESSAGES } from '@hearth/domain/messages';
import { clearCart } from '@/shared/cart/cart-storage.ts';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { paymentConfig } from '@/shared/payments/testing/doge-fixtures.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { noSchedule } from '@/shared/testing/availability-fixtures.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { fillTestCart, orderViewFixture } from '@/shared/testing/order-fixtures.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { feesFor } from '../testing/checkout-fixtures.ts';
import { CheckoutPage } from './checkout-page.tsx';

const NOW = new Date('2026-11-23T10:00:00Z');
/** 1 December 2026, 18:30 in Vilnius (UTC+2 in winter), whatever the browser's zone. */
const DELIVERY = '2026-12-01T18:30';
const DELIVERY_SECONDS = Date.UTC(2026, 11, 1, 16, 30) / 1000;

/** What the server answers to one contract's call. */
type Handler<C extends Contract> = Parameters<typeof answer<C>>[1];

interface Answers {
  fees?: Handler<typeof orders.calculateFees>;
  order?: Handler<typeof orders.addOrderItem>;
  address?: Handler<typeof orders.setOrderAddress>;
  pinRequest?: Handler<typeof orders.requestOrderLink>;
  link?: Handler<typeof orders.linkOrder>;
  details?: Handler<typeof orders.getCheckoutDetails>;
  /** The chef's free starts (default: a chef without a schedule). */
  slots?: Handler<typeof listChefSlots>;
}

/** The pin the fake server takes. */
const GOOD_PIN = '123456';

/**
 * The API of the checkout; `answers` replace the default answers. `orderCalls()` lists the order's writes
 * in the order they came, each with the input the server parsed: [path, input].
 */
function serve(answers: Answers = {}) {
  const writes: [string, Record<string, unknown>][] = [];
  const api = fakeApi(
    answers.slots ? answer(listChefSlots, answers.slots) : noSchedule(),
    answer(getConfig, () => paymentConfig('test')),
    answer(
      orders.calculateFees,
      answers.fees ?? (({ items, payInCash }) => ({ fees: feesFor(items, payInCash) })),
    ),
    answer(orders.addOrderItem, (input, call) => {
      writes.push([orders.addOrderItem.path, input]);
      return answers.order ? answers.order(input, call) : { order: orderViewFixture() };
    }),
    answer(orders.setOrderAddress, (input, call) => {
      writes.push([orders.setOrderAddress.path, input]);
      return answers.address?.(input, call);
    }),
    answer(orders.getOrder, () => ({ order: orderViewFixture() })),
    answer(
      orders.requestOrderLink,
      answers.pinRequest ?? (() => ({ success: true, messages: [MESSAGES.oneTimePinSent] }) as never),
    ),
    answer(
      orders.linkOrder,
      answers.link ??
        (({ pin }) =>
          pin === GOOD_PIN
            ? { authorized: authorizedUser({ identityKey: 'guest@example.lt' }) }
            : refuse(400, MESSAGES.invalidPin)),
    ),
    answer(orders.getCheckoutDetails, answers.details ?? (() => ({ addresses: [], phone: null }))),
    answer(payments.createPaymentIntent, () => ({
      id: 'ti_41',
      secret: 'ti_41_secret',
      amount: 1358,
      provider: 'test' as const,
    })),
  );
  return { ...api, writes, orderCalls: () => writes };
}

/** The order's writes the page sent at all, valid or not. */
const sentOrderCalls = (api: ReturnType<typeof serve>) =>
  api.calls.filter((call) => call.path === '/store/order' || call.path === '/store/add-order-address');

function renderCheckout(entry = '/checkout') {
  return renderRoute(<CheckoutPage />, {
    path: '/checkout',
    initialEntry: entry,
    otherRoutes: [
      { path: '/mp', element: <p>marketplace page</p> },
      { path: '/signin', element: <p>sign-in page</p> },
      { path: '/cart', element: <p>cart page</p> },
    ],
  });
}

const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, textarea' });
const submitButton = () =>
  screen.getByRole('button', { name: /^(Place order|Continue: confirm your e-mail|Check the form)/ });
const verifyHeading = () => screen.findByRole('heading', { level: 2, name: 'Confirm your e-mail' });

/** Fills every field validly; `values` replaces some by label (an empty string leaves one blank). */
async function fillForm(
  user: ReturnType<typeof renderCheckout>['user'],
  { date = DELIVERY, ...values }: Record<string, string> = {},
) {
  const all: Record<string, string> = {
    ...(screen.queryByLabelText('E-mail') ? { 'E-mail': 'guest@example.lt' } : {}),
    'Address title': 'Home',
    'Street address': 'Gedimino pr. 9-4',
    City: 'Vilnius',
    'County or municipality': 'Vilniaus apskritis',
    'Postal code': 'LT-01103',
    Phone: '61234567',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    await user.clear(field(label));
    if (value) await user.click(field(label)).then(() => user.paste(value));
  }
  fireEvent.change(field('Delivery date and time'), { target: { value: date } });
}

/** The error line under a field (named by its aria-describedby). */
function errorUnder(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.className === 'field__error');
  return error?.textContent ?? null;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkout: arrival', () => {
  it('sends an empty cart to the marketplace', async () => {
    serve();
    renderCheckout();
    expect(await screen.findByText('marketplace page')).toBeInTheDocument();
  });

  it('starts with the dishes paid in cash at the visit, and the other options off', async () => {
    fillTestCart();
    serve();
    renderCheckout();
    const choice = screen.getByRole('group', { name: 'How do you pay for the dishes?' });
    expect(within(choice).getByRole('radio', { name: 'In cash to the chef, at the visit' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Online, by card or DOGE' })).not.toBeChecked();
    expect(
      within(choice).getByRole('radio', { name: 'Online, by card or DOGE' }),
    ).toHaveAccessibleDescription(
      /After the visit you pay the dishes online, for the time the chef really spent/,
    );
    expect(screen.queryByText('Pay the cook in cash')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Catering required' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Self delivery' })).not.toBeChecked();
    expect(screen.getByText('0 / 1000 characters')).toBeInTheDocument();
    expect(await screen.findByTestId('money-summary')).toBeInTheDocument();
  });
});

describe('checkout: validation', () => {
  it('lists the required fields, turns the button red with the count and focuses the first field', async () => {
    fillTestCart();
    const api = serve();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderCheckout();
    await user.click(submitButton());

    for (const label of [
      'E-mail',
      'Address title',
      'Street address',
      'City',
      'County or municipality',
      'Postal code',
      'Phone',
    ]) {
      expect(errorUnder(label), label).toBe('This field is required');
    }
    expect(errorUnder('Delivery date and time')).toBe('Choose the delivery date and time');
    expect(errorUnder('Special instructions')).toBeNull();
    expect(submitButton()).toHaveTextContent('Check the form: 8 errors');
    expect(submitButton()).toHaveClass('button--danger');
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(sentOrderCalls(api)).toEqual([]);
  });

  it('checks the address title at 70 and 71 characters, with the singular wording', async () => {
    fillTestCart();
    serve();
    const { user } = renderCheckout();
    await fillForm(user, { 'Address title': 'a'.repeat(71) });
    await user.click(submitButton());
    expect(errorUnder('Address title')).toBe('Address title must be 70 characters or less');
    expect(submitButton()).toHaveTextContent('Check the form: 1 error');
    await waitFor(() => expect(field('Address title')).toHaveFocus());

    await user.keyboard('{Backspace}');
    expect(errorUnder('Address title')).toBeNull();
    expect(submitButton()).toHaveTextContent('Continue: confirm your e-mail');
    expect(submitButton()).toHaveClass('button--primary');
  });

  it('words the count with Lithuanian plural forms too (1 klaida, 2 and 7 klaidos)', async () => {
    fillTestCart();
    serve();
    const { user } = renderCheckout();
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent('Check the form: 8 errors');
    await act(() => changeLanguage('lt'));
    const button = () => screen.getByRole('button', { name: /^Patikrinkite formą/ });
    expect(button()).toHaveTextContent('Patikrinkite formą: 8 klaidos');

    await act(() => changeLanguage('en'));
    await fillForm(user, { City: '', Phone: '' });
    await act(() => changeLanguage('lt'));
    expect(button()).toHaveTextContent('Patikrinkite formą: 2 klaidos');
    await user.type(screen.getByLabelText('Miestas'), 'Kaunas');
    expect(button()).toHaveTextContent('Patikrinkite formą: 1 klaida');
  });

  it.each([
    ['123456', 'Enter 7 to 15 digits, the first one from 1 to 9'],
    ['1234567', null],
    ['123456789012345', null],
    ['1234567890123456', 'Enter 7 to 15 digits, the first one from 1 to 9'],
    ['0123456', 'Enter 7 to 15 digits, the first one from 1 to 9'],
    ['+37061234567', null],
    ['+370 600 00000', null],
    ['+370 (612) 34-567', null],
    ['370#61234567', 'Enter 7 to 15 digits, the first one from 1 to 9'],
    ['   ', 'This field is required'],
  ])('checks the phone %j', async (phone, message) => {
    fillTestCart();
    serve();
    const { user } = renderCheckout();
    await fillForm(user, { Phone: phone });
    await user.click(submitButton());
    expect(errorUnder('Phone')).toBe(message);
  });

  it.each([
    ['2024-04-18T00:00', 'The delivery date is too early'],
    ['2026-11-23T09:59', 'The delivery date must be in the future'],
    ['2027-12-01T10:00', 'The delivery date can be at most a year ahead'],
    ['2026-11-23T11:00', null],
  ])('checks the delivery date %s', async (date, message) => {
    // The picker's time is Vilnius time: "now" is 10:00 in Vilnius.
    vi.setSystemTime(new Date(Date.UTC(2026, 10, 23, 8, 0)));
    fillTestCart();
    serve();
    const { user } = renderCheckout();
    await fillForm(user, { date });
    await user.click(submitButton());
    expect(errorUnder('Delivery date and time')).toBe(message);
  });

  it('counts the special instructions and refuses 1001 characters', async () => {
    fillTestCart();
    serve();
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(field('Special instructions'));
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1001 / 1000 characters')).toBeInTheDocument();
    await user.click(submitButton());
    expect(errorUnder('Special instructions')).toBe('The value is too long');
    expect(submitButton()).toHaveTextContent('Check the form: 1 error');

    await user.keyboard('{Backspace}');
    expect(screen.getByText('1000 / 1000 characters')).toBeInTheDocument();
    expect(errorUnder('Special instructions')).toBeNull();
  });
});

describe('checkout: fees', () => {
  it('shows the server’s breakdown split into now and later, and recalculates it for the other choice', async () => {
    fillTestCart();
    const api = serve();
    const { user } = renderCheckout();
    const summary = await screen.findByTestId('money-summary');
    const row = (key: string) =>
      summary.querySelector(`[data-money="${key}"] .money-summary__amount`)?.textContent;
    await waitFor(() => expect(row('subtotal')).toBe('€49.50'));
    expect(row('serviceFee')).toBe('€9.99');
    expect(row('governmentFee')).toBe('€2.10');
    expect(row('paymentGatewayFee')).toBe('€1.49');
    expect(row('cardIncentive')).toBeUndefined();
    expect(row('total')).toBe('€63.08');
    // Now and later add up to the total: €13.58 + €49.50 = €63.08.
    expect(row('payNow')).toBe('€13.58');
    expect(row('payAtVisit')).toBe('€49.50');
    expect(row('payAfterVisit')).toBeUndefined();
    expect(within(summary).getByText('Pay the chef in cash at the visit')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Online, by card or DOGE' }));
    await waitFor(() => expect(row('payNow')).toBe('€31.58'));
    expect(row('cardIncentive')).toBe('€18.00');
    expect(within(summary).getByText('Card incentive for the chef')).toBeInTheDocument();
    expect(row('total')).toBe('€81.08');
    // €31.58 now + €49.50 after the visit = €81.08.
    expect(row('payAfterVisit')).toBe('€49.50');
    expect(row('payAtVisit')).toBeUndefined();

    const items = [
      { productId: 5, productVolume: 2 },
      { productId: 6, productVolume: 3 },
    ];
    expect(api.callsOf(orders.calculateFees)).toEqual([
      { items, payInCash: true },
      { items, payInCash: false },
    ]);
  });

  it('places an order paid online with payInCash false', async () => {
    fillTestCart();
    const api = serve();
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('radio', { name: 'Online, by card or DOGE' }));
    await user.click(submitButton());
    await verifyHeading();
    expect(api.orderCalls()[0]![1]).toMatchObject({ payInCash: false });
  });

  it('says failedToCalculateFees in the summary and on submit, and creates no order', async () => {
    fillTestCart();
    const api = serve({ fees: () => refuse(500, MESSAGES.serverError) });
    const { user } = renderCheckout();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'Failed to calculate order fees. Please try again.',
    );
    await fillForm(user);
    await user.click(submitButton());
    const banner = within(screen.getByRole('form', { name: 'Checkout' })).getByRole('alert');
    expect(banner).toHaveTextContent('Failed to calculate order fees. Please try again.');
    expect(sentOrderCalls(api)).toEqual([]);
  });
});

describe('checkout: placing the order', () => {
  const ADDRESS = {
    orderId: 41,
    countryPhoneCode: 48,
    title: 'Home',
    formatted_address: 'Gedimino pr. 9-4',
    city: 'Vilnius',
    state: 'Vilniaus apskritis',
    postalCode: 'LT-01103',
    phone: '61234567',
    placeType: -1,
  };

  it('creates the order, adds the other line with its id, then the address; a guest then confirms the e-mail on the page', async () => {
    fillTestCart();
    const api = serve();
    const { user, router } = renderCheckout();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Catering required' }));
    await user.click(field('Special instructions'));
    await user.paste('  Gluten-free, please.  ');
    await user.click(submitButton());

    expect(await verifyHeading()).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/checkout');
    expect(api.callsOf(orders.requestOrderLink)).toEqual([{ orderId: '41', email: 'guest@example.lt' }]);
    expect(api.orderCalls()).toEqual([
      [
        '/store/order',
        {
          productId: 5,
          productVolume: 2,
          payInCash: true,
          cateringRequired: true,
          selfDelivery: false,
          commentary: 'Gluten-free, please.',
          serviceDeliveryDate: DELIVERY_SECONDS,
          serviceCity: 'Vilnius',
        },
      ],
      // The other line sends only itself and the order: the options the server reads are its defaults.
      [
        '/store/order',
        {
          productId: 6,
          productVolume: 3,
          orderId: 41,
          payInCash: true,
          cateringRequired: false,
          selfDelivery: false,
          commentary: null,
        },
      ],
      ['/store/add-order-address', ADDRESS],
    ]);
    const line = api.calls.filter((call) => call.path === '/store/order')[1]!;
    expect([...line.body!.keys()]).toEqual(['productId', 'productVolume', 'orderId']);
  });

  it('with a stored profile, goes on to the payment step of the order', async () => {
    writeSession(authorizedUser(), Date.now());
    fillTestCart();
    const api = serve();
    const { user, router } = renderCheckout();
    await fillForm(user);
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?orderId=41&resumePayment=true');
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(
      screen.getByText(/4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined/),
    ).toBeInTheDocument();
    expect(api.callsOf(payments.createPaymentIntent)).toEqual([
      { amount: 1358, orderId: 41, purpose: 'order' },
    ]);
  });

  it('says failedToCreateOrder with the server’s reason; after a refusal a retry starts a new order', async () => {
    fillTestCart();
    let lineFails = true;
    const api = serve({
      order: ({ orderId }) =>
        orderId && lineFails ? refuse(409, MESSAGES.oneChefPerOrder) : { order: orderViewFixture() },
    });
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(submitButton());
    const banner = await screen.findByText('Failed to create order. Please try again.');
    expect(banner.parentElement).toHaveTextContent('An order holds the dishes of one chef only');

    // A 409 says the order cannot take the line: the next attempt starts a new order.
    lineFails = false;
    api.writes.length = 0;
    await user.click(submitButton());
    expect(await verifyHeading()).toBeInTheDocument();
    expect(api.orderCalls().map(([path, input]) => [path, input.orderId])).toEqual([
      ['/store/order', undefined],
      ['/store/order', 41],
      ['/store/add-order-address', 41],
    ]);
  });

  it('says new orders wait for an unpaid penalty, with the way to the orders where it is paid', async () => {
    fillTestCart();
    serve({ order: () => refuse(409, MESSAGES.penaltyOutstanding) });
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(submitButton());
    const banner = await within(screen.getByRole('form', { name: 'Checkout' })).findByRole('alert');
    expect(banner).toHaveTextContent('A late-cancellation penalty is still unpaid');
    expect(within(banner).getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
  });

  it('does not create a second order when a retry follows a lost connection', async () => {
    fillTestCart();
    let addressFails = true;
    const api = serve({
      address: () => (addressFails ? refuse(503, MESSAGES.unavailable) : undefined),
    });
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Failed to save the delivery address. Please try again.'),
    ).toBeInTheDocument();

    addressFails = false;
    api.writes.length = 0;
    await user.click(submitButton());
    expect(await verifyHeading()).toBeInTheDocument();
    expect(api.orderCalls().map(([path]) => path)).toEqual(['/store/add-order-address']);
  });

  it('shows the server’s field errors under their fields and focuses the first', async () => {
    fillTestCart();
    serve({
      address: () =>
        refuse(400, MESSAGES.validationFailed, {
          postalCode: ['forms.validation.maxLength'],
          phone: ['forms.validation.phone'],
        }),
    });
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(errorUnder('Postal code')).toBe('The value is too long'));
    expect(errorUnder('Phone')).toBe('Enter 7 to 15 digits, the first one from 1 to 9');
    expect(submitButton()).toHaveTextContent('Check the form: 2 errors');
    await waitFor(() => expect(field('Postal code')).toHaveFocus());

    // Editing a field drops the server's stale error on it.
    await user.type(field('Phone'), '8');
    expect(errorUnder('Phone')).toBeNull();
    expect(submitButton()).toHaveTextContent('Check the form: 1 error');
  });

  it('says "Cart is empty" when the cart was emptied after arriving', async () => {
    fillTestCart();
    const api = serve();
    const { user } = renderCheckout();
    await fillForm(user);
    act(() => clearCart());
    await user.click(submitButton());
    const form = screen.getByRole('form', { name: 'Checkout' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Cart is empty');
    expect(sentOrderCalls(api)).toEqual([]);
    expect(screen.queryByText('marketplace page')).not.toBeInTheDocument();
  });
});

/** The names of the checkout's steps and the current one. */
function steps() {
  const list = screen.getByRole('list', { name: 'Checkout steps' });
  const items = within(list).getAllByRole('listitem');
  return {
    names: items.map((item) => item.textContent),
    current: items.find((item) => item.getAttribute('aria-current') === 'step')?.textContent,
  };
}

describe('checkout: a guest on one page', () => {
  it('asks the e-mail with the details, then the mailed code, then pays on /checkout', async () => {
    fillTestCart();
    const api = serve();
    const { user, router } = renderCheckout();
    expect(steps()).toEqual({ names: ['Details', 'Verify e-mail', 'Pay', 'Done'], current: 'Details' });
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    await fillForm(user);
    await user.click(submitButton());

    expect(await verifyHeading()).toBeInTheDocument();
    expect(steps().current).toBe('Verify e-mail');
    expect(screen.getByText(/We sent a 6-digit code to guest@example\.lt/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Street address')).not.toBeVisible();

    await user.type(field('PIN'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('Wrong or expired pin')).toBeInTheDocument();

    await user.clear(field('PIN'));
    await user.type(field('PIN'), GOOD_PIN);
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/checkout?orderId=41&resumePayment=true',
    );
    expect(steps()).toEqual({ names: ['Details', 'Verify e-mail', 'Pay', 'Done'], current: 'Pay' });
    expect(api.callsOf(orders.linkOrder).at(-1)).toEqual({
      orderId: '41',
      email: 'guest@example.lt',
      pin: GOOD_PIN,
    });
    expect(screen.queryByText('sign-in page')).not.toBeInTheDocument();
  });

  it('goes back to the details with everything kept; another e-mail gets the code of the same order', async () => {
    fillTestCart();
    const api = serve();
    const { user } = renderCheckout();
    await fillForm(user);
    await user.click(submitButton());
    await verifyHeading();
    await user.click(screen.getByRole('button', { name: 'Change the details' }));
    expect(field('Street address')).toHaveValue('Gedimino pr. 9-4');
    expect(steps().current).toBe('Details');
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'Other@Example.lt');
    api.writes.length = 0;
    await user.click(submitButton());
    await verifyHeading();
    expect(api.orderCalls()).toEqual([]);
    expect(api.callsOf(orders.requestOrderLink).map((call) => call.email)).toEqual([
      'guest@example.lt',
      'other@example.lt',
    ]);
  });

  it('checks the e-mail, and says so when the code could not be sent', async () => {
    fillTestCart();
    serve({ pinRequest: () => refuse(429, MESSAGES.rateLimited) });
    const { user } = renderCheckout();
    await fillForm(user, { 'E-mail': 'not-an-address' });
    await user.click(submitButton());
    expect(errorUnder('E-mail')).toBe('Enter a valid e-mail address');
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'guest@example.lt');
    await user.click(submitButton());
    const banner = await within(screen.getByRole('form', { name: 'Checkout' })).findByRole('alert');
    expect(banner).toHaveTextContent('The order is saved, but the code could not be sent');
  });
});

describe('checkout: a returning customer', () => {
  const HOME = {
    title: 'Namai',
    formatted_address: 'Gedimino pr. 1',
    city: 'Vilnius',
    state: 'Vilniaus apskritis',
    postalCode: 'LT-01103',
    phone: '37061234567',
  };
  const OFFICE = { ...HOME, title: 'Biuras', formatted_address: 'Konstitucijos pr. 7', phone: '37069999999' };

  it('has no Verify step and fills in the newest address of earlier orders; another can be chosen', async () => {
    writeSession(authorizedUser(), Date.now());
    fillTestCart();
    const api = serve({ details: () => ({ addresses: [HOME, OFFICE], phone: '37060000000' }) });
    const { user } = renderCheckout();
    expect(steps()).toEqual({ names: ['Details', 'Pay', 'Done'], current: 'Details' });
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    const saved = await screen.findByRole('group', { name: 'Your addresses' });
    await waitFor(() => expect(field('Street address')).toHaveValue('Gedimino pr. 1'));
    expect(within(saved).getByRole('radio', { name: 'Namai' })).toBeChecked();
    expect(field('Phone')).toHaveValue('37061234567');

    await user.click(within(saved).getByRole('radio', { name: 'Biuras' }));
    expect(field('Street address')).toHaveValue('Konstitucijos pr. 7');
    expect(field('Address title')).toHaveValue('Biuras');
    await user.clear(field('Postal code'));
    await user.type(field('Postal code'), 'LT-09308');

    await user.click(within(saved).getByRole('radio', { name: 'A new address' }));
    expect(field('Street address')).toHaveValue('');
    expect(field('Phone')).toHaveValue('37060000000');

    await user.click(within(saved).getByRole('radio', { name: 'Biuras' }));
    fireEvent.change(field('Delivery date and time'), { target: { value: DELIVERY } });
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your order' })).toBeInTheDocument();
    expect(api.callsOf(orders.setOrderAddress)).toEqual([
      { orderId: 41, countryPhoneCode: 48, placeType: -1, ...OFFICE },
    ]);
  });

  it('with no earlier address, fills in the profile phone only', async () => {
    writeSession(authorizedUser(), Date.now());
    fillTestCart();
    serve({ details: () => ({ addresses: [], phone: '37060000000' }) });
    renderCheckout();
    await waitFor(() => expect(field('Phone')).toHaveValue('37060000000'));
    expect(field('Street address')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Your addresses' })).not.toBeInTheDocument();
  });

  it('takes the phone as typed, on a phone keyboard with the example', async () => {
    fillTestCart();
    const api = serve();
    const { user } = renderCheckout();
    expect(field('Phone')).toHaveAttribute('type', 'tel');
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(field('Phone')).toHaveAccessibleDescription(/\+370 600 00000/);
    await fillForm(user, { Phone: '+370 600 00000' });
    await user.click(submitButton());
    await verifyHeading();
    expect(api.callsOf(orders.setOrderAddress)[0]).toMatchObject({ phone: '37060000000' });
  });
});

describe('checkout: the day and start pickers of a chef with a schedule', () => {
  /** Vilnius is UTC+2 in December: 1 December 10:00 and 10:30, 2 December 12:00. */
  const FREE = [Date.UTC(2026, 11, 1, 8), Date.UTC(2026, 11, 1, 8, 30), Date.UTC(2026, 11, 2, 10)].map(
    (ms) => ms / 1000,
  );
  /** The chef cooks in Vilnius only. */
  const vilniusOnly: Handler<typeof listChefSlots> = ({ city }) => {
    const starts = city?.toLowerCase() === 'vilnius' ? FREE : [];
    return {
      configured: true,
      minutes: 60,
      starts,
      dates: starts.length ? ['2026-12-01', '2026-12-02'] : [],
    };
  };
  const select = (label: string) => screen.getByLabelText(label, { selector: 'select' });
  const optionValues = (label: string) =>
    within(select(label))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);

  /** Fills the form but the start, with the address in `city`. */
  async function fillAllButStart(user: ReturnType<typeof renderCheckout>['user'], city: string) {
    const values: Record<string, string> = {
      'Address title': 'Home',
      'Street address': 'Gedimino pr. 9-4',
      City: city,
      'County or municipality': 'Vilniaus apskritis',
      'Postal code': 'LT-01103',
      Phone: '61234567',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label));
      await user.click(field(label)).then(() => user.paste(value));
    }
  }

  beforeEach(() => {
    writeSession(authorizedUser());
    fillTestCart();
  });

  it('asks for the city first, then offers only the free days and starts in it, and books the one chosen', async () => {
    const api = serve({ slots: vilniusOnly });
    const { user } = renderCheckout();
    expect(await screen.findByText(/Enter the city of the visit in the address/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery date and time')).not.toBeInTheDocument();
    await fillAllButStart(user, 'Vilnius');
    await waitFor(() => expect(optionValues('Day')).toEqual(['', '2026-12-01', '2026-12-02']));
    expect(api.callsOf(listChefSlots).at(-1)).toMatchObject({ city: 'Vilnius' });
    expect(select('Start time')).toBeDisabled();
    await user.selectOptions(select('Day'), '2026-12-01');
    expect(optionValues('Start time')).toEqual(['', '2026-12-01T10:00', '2026-12-01T10:30']);
    await user.selectOptions(select('Start time'), '2026-12-01T10:30');
    await user.click(submitButton());
    await waitFor(() => expect(api.orderCalls()).toHaveLength(3));
    expect(api.orderCalls()[0]![1]).toMatchObject({ serviceDeliveryDate: FREE[1], serviceCity: 'Vilnius' });
  });

  it('says when the chef has no free time in the city of the address', async () => {
    serve({ slots: vilniusOnly });
    const { user } = renderCheckout();
    await fillAllButStart(user, 'Riga');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The chef has no free time for this order in Riga in the next four weeks',
    );
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a start taken meanwhile under the start time', async () => {
    const api = serve({
      slots: vilniusOnly,
      order: () => refuse(409, MESSAGES.slotUnavailable, { serviceDeliveryDate: [MESSAGES.slotUnavailable] }),
    });
    const { user } = renderCheckout();
    await fillAllButStart(user, 'Vilnius');
    await waitFor(() => expect(optionValues('Day')).toContain('2026-12-02'));
    await user.selectOptions(select('Day'), '2026-12-02');
    await user.selectOptions(select('Start time'), '2026-12-02T12:00');
    await user.click(submitButton());
    const refusal =
      'The chef is not free at that time for as long as your order needs. Choose another start time.';
    await waitFor(() =>
      expect(select('Start time')).toHaveAccessibleDescription(expect.stringContaining(refusal)),
    );
    expect(api.orderCalls()).toHaveLength(1);
  });

  it('keeps the date and time input for a chef without a schedule', async () => {
    serve();
    renderCheckout();
    expect(await screen.findByLabelText('Delivery date and time')).toHaveAttribute('type', 'datetime-local');
    expect(screen.queryByLabelText('Day')).not.toBeInTheDocument();
    expect(screen.queryByText(/Enter the city of the visit/)).not.toBeInTheDocument();
  });
});
