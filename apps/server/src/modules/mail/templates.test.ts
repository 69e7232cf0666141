import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@hearth/domain/constants';
import { moneyRows, orderMoney } from '@hearth/domain/order-money';
import { formatEurCents } from '@hearth/domain/money';
import {
  renderMail,
  renderTemplate,
  TEMPLATE_NAMES,
  type TemplateName,
  type TemplateParams,
} from './templates.ts';

// A card order of one dish priced by time: 2 hours at 20 EUR, so the card incentive is 20 EUR.
const TIMED_DISH = { priceCents: 0, preparationMinutes: 120, hourRateCents: 2000, baseServings: 1 };
const CARD_MONEY = orderMoney([{ dish: TIMED_DISH, volume: 1 }], { payInCash: false });
const CASH_MONEY = orderMoney([{ dish: TIMED_DISH, volume: 1 }], { payInCash: true });

const ORDER_MAIL = {
  recipient: 'customer',
  orderNumber: '3f2a9c1e',
  serviceDeliveryDate: Date.UTC(2026, 4, 1, 9, 0),
  orderUrl: 'https://hearth.example/order/12',
  money: moneyRows(CARD_MONEY),
  invoiceUrl: 'https://hearth.example/invoice/12',
} as const;

// One example per template: the type makes a new template without an example a compile error here.
const EXAMPLES: { [T in TemplateName]: TemplateParams[T] } = {
  'one-time-pin': { pin: '042917', minutes: 10 },
  'registration-pin': { pin: '042917', minutes: 10 },
  'registration-attempt': { pin: '042917', minutes: 10, signInUrl: 'https://hearth.example/signin' },
  'password-reset-unknown': {
    pin: '042917',
    minutes: 10,
    registerUrl: 'https://hearth.example/registration',
  },
  'password-reset-pin': { pin: '042917', minutes: 10 },
  'password-pin': { pin: '042917', minutes: 10 },
  'password-changed': {
    changedAt: Date.UTC(2026, 10, 25, 9, 30),
    device: 'Firefox on Linux',
    signInUrl: 'https://hearth.example/signin',
  },
  'chef-application': {
    applicantName: 'Rūta Kazlauskienė',
    applicantEmail: 'ruta@example.lt',
    nickname: 'rutakazlauskiene',
    resubmission: false,
    reviewUrl: 'https://hearth.example/store-management',
  },
  'chef-decision': {
    action: 'reject',
    firstName: 'Rūta',
    reason: 'The registry link does not open.',
    storeUrl: 'https://hearth.example/store/rutakazlauskiene',
  },
  'order-paid': { ...ORDER_MAIL, paidCents: 1482 },
  'order-confirmed': ORDER_MAIL,
  'order-delivered': { ...ORDER_MAIL, deliveredAt: Date.UTC(2026, 4, 1, 15, 30) },
  'order-cancelled': {
    ...ORDER_MAIL,
    cancelledBy: 'customer',
    refundCents: 1397,
    commissionCents: 85,
    dueCents: 0,
  },
  'order-balance-due': { ...ORDER_MAIL, balanceDueCents: 4167, refundCents: 0 },
  'order-expired': ORDER_MAIL,
  'order-payment-pin': {
    pin: '042917',
    minutes: 10,
    orderNumber: 'ec7ca058',
    amountCents: 1482,
    amountKoinu: 7_410_000_000,
    purpose: 'order',
  },
  'transfer-pin': {
    pin: '042917',
    minutes: 10,
    amountKoinu: 250_000_000,
    recipient: 'ruta@example.lt',
    recipientKind: 'user',
  },
  'doge-received': {
    amountKoinu: 250_000_000,
    from: 'Anna Petraitė',
    walletUrl: 'https://hearth.example/board',
  },
  'withdrawal-decision': {
    action: 'sent',
    amountKoinu: 1_000_000_000,
    address: 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L',
    txid: 'a'.repeat(64),
    explorerUrl: `https://dogechain.info/tx/${'a'.repeat(64)}`,
    reason: null,
    walletUrl: 'https://hearth.example/board',
  },
  'payout-decision': {
    action: 'sent',
    amountCents: 12_345,
    method: 'bank',
    reference: 'HEARTH-2026-W48-7',
    reason: null,
    earningsUrl: 'https://hearth.example/earnings',
  },
  'chef-rating-suspended': {
    firstName: 'Rūta',
    average: 3.4,
    ratings: [2, 4, 3, 4, 4],
    deadline: Date.UTC(2026, 4, 6, 9, 0),
    profileUrl: 'https://hearth.example/profile',
  },
  'rating-case-decided': {
    decision: 'reinstate',
    firstName: 'Rūta',
    reason: 'The low ratings came from one customer.',
    storeUrl: 'https://hearth.example/store/rutakazlauskiene',
  },
  'chef-change-decided': {
    decision: 'reject',
    firstName: 'Rūta',
    reason: 'The about text gives a phone number: customers book through Hearth.',
    fields: ['hourRate', 'about'],
    storeUrl: 'https://hearth.example/store/rutakazlauskiene',
  },
  'review-received': {
    orderNumber: '3f2a9c1e',
    rating: 2,
    comment: 'Too salty.',
    orderUrl: 'https://hearth.example/order/12',
  },
  'new-messages': {
    fromName: 'Rūta Kazlauskienė',
    count: 3,
    orderNumber: '3f2a9c1e',
    threadUrl: 'https://hearth.example/messages/4',
  },
};

function render(name: TemplateName, language: (typeof LANGUAGES)[number]) {
  return renderTemplate(name, language, EXAMPLES[name]);
}

describe('mail templates', () => {
  it.each(TEMPLATE_NAMES)('%s exists in every language, each in its own words', (name) => {
    const rendered = LANGUAGES.map((language) => render(name, language));
    for (const mail of rendered) {
      expect(mail.subject.trim()).not.toBe('');
      expect(mail.text.trim()).not.toBe('');
      expect(mail.html).toContain('Hearth');
    }
    // A language that copies another's texts is an untranslated template.
    expect(new Set(rendered.map((m) => m.subject)).size).toBe(LANGUAGES.length);
    expect(new Set(rendered.map((m) => m.text)).size).toBe(LANGUAGES.length);
  });

  it('puts the pin and its validity in the text and the HTML, in English and in Lithuanian', () => {
    const en = render('one-time-pin', 'en');
    expect(en.subject).toBe('Your Hearth sign-in code');
    expect(en.text).toMatch(/\b042917\b/);
    expect(en.text).toContain('10 minutes');
    expect(en.html).toContain('042917');
    expect(en.html).toContain('<html lang="en">');

    const lt = render('one-time-pin', 'lt');
    expect(lt.subject).toBe('Jūsų Hearth prisijungimo kodas');
    expect(lt.text).toMatch(/\b042917\b/);
    expect(lt.text).toContain('vieną kartą');
    expect(lt.html).toContain('<html lang="lt">');
    expect(lt.text).toContain('Šį laišką gavote');
  });

  it('holds exactly one 6-digit number, the pin, so a reader cannot take the wrong one', () => {
    for (const language of LANGUAGES) {
      expect(render('one-time-pin', language).text.match(/\b\d{6}\b/g)).toEqual(['042917']);
    }
  });

  it('puts the pin in the account mails that carry one, and never in the registration notice', () => {
    for (const language of LANGUAGES) {
      for (const name of ['registration-pin', 'password-reset-pin', 'password-pin'] as const) {
        expect(render(name, language).text.match(/\b\d{6}\b/g)).toEqual(['042917']);
      }
      // The owner of the address is told, not given a code: the notice travels the pin path only for its timing.
      expect(render('registration-attempt', language).text).not.toContain('042917');
      expect(render('password-reset-unknown', language).text).not.toContain('042917');
    }
    expect(render('registration-attempt', 'en').text).toContain('Forgot password?');
  });

  it('tells when and from which device the password was changed, in each language', () => {
    expect(render('password-changed', 'en').text).toContain('from Firefox on Linux');
    expect(render('password-changed', 'lt').text).toContain('įrenginys: Firefox on Linux');
    const unknown = { ...EXAMPLES['password-changed'], device: null };
    expect(renderTemplate('password-changed', 'en', unknown).text).toContain('a device we do not recognise');
    expect(renderTemplate('password-changed', 'lt', unknown).text).toContain('įrenginys: neatpažintas');
  });

  it('names the amount and the recipient of a transfer beside its pin, in each language’s numbers', () => {
    const en = render('transfer-pin', 'en');
    expect(en.text).toContain('It confirms sending 2.5 DOGE to ruta@example.lt.');
    // The pin is the first 6-digit number, before any amount.
    const large = renderTemplate('transfer-pin', 'en', {
      ...EXAMPLES['transfer-pin'],
      amountKoinu: 123_456e8,
    });
    expect(large.text.match(/\b\d{6}\b/)?.[0]).toBe('042917');
    const lt = render('transfer-pin', 'lt');
    expect(lt.text).toContain('patvirtinsite 2,5 DOGE pervedimą gavėjui ruta@example.lt');
    const address = { ...EXAMPLES['transfer-pin'], recipientKind: 'doge_address' as const };
    expect(renderTemplate('transfer-pin', 'en', address).text).toContain('to the Dogecoin address ruta@');
  });

  it('puts the order payment pin first, then the amount in euros and DOGE and what it pays', () => {
    const en = render('order-payment-pin', 'en');
    expect(en.subject).toBe('Confirm your payment from the DOGE wallet');
    expect(en.text.match(/\b\d{6}\b/)?.[0]).toBe('042917');
    expect(en.text).toContain('paying €14.82 (74.1 DOGE) for the prepayment of order ec7ca058');
    const large = renderTemplate('order-payment-pin', 'en', {
      ...EXAMPLES['order-payment-pin'],
      amountCents: 123_456_00,
      amountKoinu: 617_280e8,
      purpose: 'order_penalty',
    });
    expect(large.text.match(/\b\d{6}\b/)?.[0]).toBe('042917');
    expect(large.text).toContain('the late-cancellation penalty of order ec7ca058');
    const lt = renderTemplate('order-payment-pin', 'lt', {
      ...EXAMPLES['order-payment-pin'],
      purpose: 'order_balance',
    });
    expect(lt.text.match(/\b\d{6}\b/)?.[0]).toBe('042917');
    expect(lt.text).toContain('74,1 DOGE');
    expect(lt.text).toContain('sumokate 14,82\u00a0€ (74,1 DOGE): užsakymo ec7ca058 likutis po vizito.');
  });

  it('asks the customer for the balance after the visit, or announces the refund, and tells the chef', () => {
    const due = render('order-balance-due', 'en');
    expect(due.subject).toBe('Order 3f2a9c1e: €41.67 left to pay');
    expect(due.text).toContain('https://hearth.example/order/12');
    const refund = { ...EXAMPLES['order-balance-due'], balanceDueCents: 0, refundCents: 310 };
    expect(renderTemplate('order-balance-due', 'en', refund).text).toContain('€3.10 is more than the final');
    const chef = renderTemplate('order-balance-due', 'lt', {
      ...EXAMPLES['order-balance-due'],
      recipient: 'chef',
    });
    expect(chef.text).toContain('Klientas dabar sumoka 41,67\u00a0€');
  });

  it('tells both sides that an unpaid order expired and that nothing was charged', () => {
    expect(render('order-expired', 'en').text).toContain('Nothing was charged.');
    expect(render('order-expired', 'lt').text).toContain('Nieko nenuskaičiuota.');
  });

  it('says a late cancellation leaves an amount owed online that blocks new orders', () => {
    const late = { ...EXAMPLES['order-cancelled'], refundCents: 0, commissionCents: 0, dueCents: 6125 };
    const en = renderTemplate('order-cancelled', 'en', late);
    expect(en.text).toContain('€61.25 is owed online');
    expect(en.text).toContain('new orders wait until it is paid');
    const lt = renderTemplate('order-cancelled', 'lt', late);
    expect(lt.text).toContain('liko sumokėti internetu 61,25\u00a0€');
    const chef = renderTemplate('order-cancelled', 'en', { ...late, recipient: 'chef' });
    expect(chef.text).toContain('The customer cancelled order 3f2a9c1e.');
    expect(chef.text).toContain('still owes €61.25 online');
  });

  it('names the system as the canceller of an order left unpaid', () => {
    const params = {
      ...EXAMPLES['order-cancelled'],
      cancelledBy: 'system' as const,
      refundCents: 0,
      commissionCents: 0,
    };
    expect(renderTemplate('order-cancelled', 'en', params).text).toContain('was not paid in time');
    expect(renderTemplate('order-cancelled', 'lt', params).text).toContain('nebuvo laiku apmokėtas');
  });

  it('lists the money rows of every order mail in the reader’s language, and links the invoice', () => {
    const orderTemplates = TEMPLATE_NAMES.filter(
      (name) => name.startsWith('order-') && name !== 'order-payment-pin',
    );
    expect(orderTemplates.length).toBeGreaterThanOrEqual(6);
    const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;
    for (const name of orderTemplates) {
      const en = render(name, 'en');
      expect(en.text).toContain(`Total: ${euros(CARD_MONEY.total)}`);
      expect(en.text).toContain(`Online, when ordering: ${euros(CARD_MONEY.payNow)}`);
      expect(en.text).toContain(`Online, after the visit: ${euros(CARD_MONEY.payAfterVisit)}`);
      expect(en.text).toContain('View the invoice: https://hearth.example/invoice/12');
      expect(en.html).toContain('<table role="presentation"');
      const lt = render(name, 'lt');
      expect(lt.text).toContain(`Iš viso: ${formatEurCents(CARD_MONEY.total, 'lt')}`);
      expect(lt.text).toContain('Peržiūrėti sąskaitą faktūrą: https://hearth.example/invoice/12');
    }
    const cash = renderTemplate('order-confirmed', 'en', {
      ...ORDER_MAIL,
      money: moneyRows(CASH_MONEY),
      invoiceUrl: null,
    });
    expect(cash.text).toContain(`In cash to the chef, at the visit: ${euros(CASH_MONEY.payAtVisit)}`);
    expect(cash.text).not.toContain('after the visit');
    expect(cash.text).not.toContain('invoice');
  });

  it('tells the user how a withdrawal was decided: the txid and explorer, or the reason and the release', () => {
    const sent = render('withdrawal-decision', 'en');
    expect(sent.text).toContain('We sent 10 DOGE to DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L');
    expect(sent.html).toContain(`href="https://dogechain.info/tx/${'a'.repeat(64)}"`);
    const rejected = { ...EXAMPLES['withdrawal-decision'], action: 'reject' as const, reason: 'Bad address' };
    const lt = renderTemplate('withdrawal-decision', 'lt', rejected);
    expect(lt.text).toContain('suma grąžinta į jūsų piniginę');
    expect(lt.text).toContain('Priežastis: Bad address');
  });

  it('tells operators who applied, with the profile link and the way to review it', () => {
    const en = render('chef-application', 'en');
    expect(en.subject).toBe('New chef application: Rūta Kazlauskienė');
    expect(en.text).toContain('Rūta Kazlauskienė (ruta@example.lt) applied to cook on Hearth');
    expect(en.text).toContain('/store/rutakazlauskiene');
    expect(en.text).toContain('Open store management: https://hearth.example/store-management');
    expect(en.html).toContain('href="https://hearth.example/store-management"');

    const lt = render('chef-application', 'lt');
    expect(lt.subject).toBe('Nauja virėjo paraiška: Rūta Kazlauskienė');
    expect(lt.text).toContain('pateikė paraišką tapti Hearth virėju');
    expect(lt.text).toContain('Atidaryti parduotuvių valdymą: https://hearth.example/store-management');
  });

  it('says when an application is a resubmission, and does without a link when the address is unknown', () => {
    const params = { ...EXAMPLES['chef-application'], resubmission: true, reviewUrl: null };
    const en = renderTemplate('chef-application', 'en', params);
    expect(en.subject).toBe('Chef application resubmitted: Rūta Kazlauskienė');
    expect(en.text).toContain('submitted it again');
    expect(en.text).toContain('Store management');
    expect(en.text).not.toContain('http');
    const lt = renderTemplate('chef-application', 'lt', params);
    expect(lt.subject).toBe('Virėjo paraiška pateikta pakartotinai: Rūta Kazlauskienė');
    expect(lt.text).toContain('„Parduotuvių valdymas“');
  });

  it.each([
    ['approve', 'Your Hearth chef profile is approved', 'Jūsų Hearth virėjo profilis patvirtintas'],
    ['reject', 'Your Hearth chef application was not approved', 'Jūsų Hearth virėjo paraiška nepatvirtinta'],
    ['suspend', 'Your Hearth chef profile is suspended', 'Jūsų Hearth virėjo profilis sustabdytas'],
    ['reinstate', 'Your Hearth chef profile is active again', 'Jūsų Hearth virėjo profilis vėl aktyvus'],
  ] as const)('tells the chef the decision %s in either language', (action, enSubject, ltSubject) => {
    const params = { ...EXAMPLES['chef-decision'], action };
    const en = renderTemplate('chef-decision', 'en', params);
    const lt = renderTemplate('chef-decision', 'lt', params);
    expect(en.subject).toBe(enSubject);
    expect(lt.subject).toBe(ltSubject);
    expect(en.text).toContain('Hello Rūta,');
    expect(en.text).toContain('The registry link does not open.');
    expect(lt.text).toContain('The registry link does not open.');
    // The page link only when the decision makes the page visible.
    const visible = action === 'approve' || action === 'reinstate';
    expect(en.text.includes('https://hearth.example/store/rutakazlauskiene')).toBe(visible);
    expect(lt.text.includes('https://hearth.example/store/rutakazlauskiene')).toBe(visible);
  });

  it('gives the reason of a rejection and says how to resubmit', () => {
    const en = render('chef-decision', 'en');
    expect(en.text).toContain('Reason: The registry link does not open.');
    expect(en.text).toContain('save it again');
    const lt = render('chef-decision', 'lt');
    expect(lt.text).toContain('Priežastis: The registry link does not open.');
    expect(lt.text).toContain('išsaugokite jį dar kartą');
  });

  it('leaves the reason line out when there is none, and greets without a name', () => {
    const mail = renderTemplate('chef-decision', 'en', {
      action: 'approve',
      firstName: null,
      reason: null,
      storeUrl: null,
    });
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).not.toContain('Note from the operator');
    expect(mail.text).not.toContain('http');
  });

  it("escapes the operator's reason and the applicant's name in the HTML", () => {
    const decision = renderTemplate('chef-decision', 'en', {
      ...EXAMPLES['chef-decision'],
      reason: '<img src=x onerror=alert(1)>',
    });
    expect(decision.html).not.toContain('<img');
    const application = renderTemplate('chef-application', 'en', {
      ...EXAMPLES['chef-application'],
      applicantName: '<script>x</script>',
    });
    expect(application.html).not.toContain('<script>');
  });

  it('escapes every value in the HTML version, not in the text version', () => {
    const mail = renderMail('en', {
      subject: 'Tom & <Jerry>',
      blocks: [
        '<script>alert("x")</script>',
        { code: '<b>1</b>' },
        { link: 'https://a.lt/?a=1&b="2"', label: '<Open>' },
      ],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(mail.html).toContain('<title>Tom &#38; &#60;Jerry&#62;</title>');
    expect(mail.html).toContain('href="https://a.lt/?a=1&#38;b=&#34;2&#34;"');
    expect(mail.html).toContain('&#60;Open&#62;');
    expect(mail.text).toContain('<script>alert("x")</script>');
    expect(mail.text).toContain('<Open>: https://a.lt/?a=1&b="2"');
    expect(mail.subject).toBe('Tom & <Jerry>');
  });

  it('refuses a link that is not an absolute web address', () => {
    expect(() =>
      renderMail('en', { subject: 's', blocks: [{ link: 'javascript:alert(1)', label: 'x' }] }),
    ).toThrow();
  });
});
