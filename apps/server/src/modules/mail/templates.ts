import type { Language } from '@hearth/domain/constants';
import type { ModerationAction } from '@hearth/domain/profile';
import type { ChangeRequestDecision, ModeratedField } from '@hearth/domain/chef-changes';
import { formatEurCents } from '@hearth/domain/money';
import type { MoneyRow } from '@hearth/domain/order-money';
import { REFUND_WORKING_DAYS, type OrderCanceller } from '@hearth/domain/orders';
import { RATING_MIN_AVERAGE } from '@hearth/domain/reviews';
import { formatDoge } from '@hearth/domain/wallet';

/**
 * E-mail templates in English and Lithuanian. A template is one function per language that turns its
 * parameters into a subject and a list of blocks; the layout (brand, footer, text and HTML versions, escaping)
 * is shared. To add a mail: add its parameters to TemplateParams and its two languages to `templates`; the
 * compiler refuses a template that misses a language.
 */

export interface TemplateParams {
  'one-time-pin': { pin: string; minutes: number };
  /** The pin that confirms a new registration (docs/decisions/043): typed with the password chosen. */
  'registration-pin': { pin: string; minutes: number };
  /**
   * To the owner of a verified account when someone registers with its address. It travels the pin path
   * (same limits, writes and timing as a registration pin, so the answer tells nothing) but never shows a pin.
   */
  'registration-attempt': { pin: string; minutes: number; signInUrl: string | null };
  /** The pin of "Forgot password?": with it, a new password and every session ended. */
  'password-reset-pin': { pin: string; minutes: number };
  /**
   * "Forgot password?" for an address without an account: says so and offers registration. Like
   * registration-attempt it travels the pin path (same limits and timing) and never shows the pin.
   */
  'password-reset-unknown': { pin: string; minutes: number; registerUrl: string | null };
  /** The pin a signed-in user asks for to prove the e-mail when changing the password. */
  'password-pin': { pin: string; minutes: number };
  /** After a password change or reset: when and from which device (null: not recognised). */
  'password-changed': { changedAt: number; device: string | null; signInUrl: string | null };
  /** To every operator and admin when a chef submits (or, after a rejection, resubmits) the chef profile. */
  'chef-application': {
    applicantName: string;
    applicantEmail: string;
    nickname: string;
    resubmission: boolean;
    /** Store management, when the public address is known (PUBLIC_URL). */
    reviewUrl: string | null;
  };
  /** To the chef when an operator decides; reason is required for reject and suspend. */
  'chef-decision': {
    action: ModerationAction;
    firstName: string | null;
    reason: string | null;
    /** The public chef page, when the public address is known; linked on approve and reinstate. */
    storeUrl: string | null;
  };
  /** Order mails (docs/product.md, orders): each goes to the customer and to the chef, in their own words. */
  'order-paid': OrderMailParams & { paidCents: number };
  'order-confirmed': OrderMailParams;
  /** deliveredAt in epoch milliseconds. */
  'order-delivered': OrderMailParams & { deliveredAt: number };
  'order-cancelled': OrderMailParams & {
    /** 'system' when an unpaid order ran out of time. */
    cancelledBy: OrderCanceller;
    refundCents: number;
    /** The payment provider's commission kept from the refund. */
    commissionCents: number;
    /** A late cancellation: the product cost plus the penalty less what was paid online, owed online. */
    dueCents: number;
  };
  /** After delivery in card or DOGE mode: what the customer still pays online, or what is refunded. */
  'order-balance-due': OrderMailParams & { balanceDueCents: number; refundCents: number };
  /** To the customer: the order was not paid in time and is cancelled; nothing was charged. */
  'order-expired': OrderMailParams;
  /** The pin that confirms paying an order's amount from the DOGE wallet. */
  'order-payment-pin': {
    pin: string;
    minutes: number;
    orderNumber: string;
    amountCents: number;
    amountKoinu: number;
    purpose: 'order' | 'order_balance' | 'order_penalty';
  };
  /** The pin that confirms a DOGE transfer (wallet), naming what it moves and to whom. */
  'transfer-pin': {
    pin: string;
    minutes: number;
    amountKoinu: number;
    /** What the sender typed: an e-mail, a nickname, a Telegram nickname or a Doge address. */
    recipient: string;
    recipientKind: 'user' | 'doge_address';
  };
  /** To the recipient of a transfer from another user. */
  'doge-received': { amountKoinu: number; from: string; walletUrl: string | null };
  /** To the user when an operator sends their withdrawal on chain or rejects it (the hold is released). */
  'withdrawal-decision': {
    action: 'sent' | 'reject';
    amountKoinu: number;
    address: string;
    txid: string | null;
    explorerUrl: string | null;
    reason: string | null;
    walletUrl: string | null;
  };
  /** To the chef when an operator sends their payout (with its reference) or rejects it (with the reason). */
  'payout-decision': {
    action: 'sent' | 'rejected';
    amountCents: number;
    /** How it was sent: a bank transfer or a Stripe transfer to the connected account. */
    method: 'bank' | 'stripe' | null;
    reference: string | null;
    reason: string | null;
    /** The chef's earnings page, when the public address is known. */
    earningsUrl: string | null;
  };
  /** To the chef when the rating rule suspends them (decision 028): the average, the ratings, the deadline. */
  'chef-rating-suspended': {
    firstName: string | null;
    /** The average of the last window, e.g. 3.4. */
    average: number;
    /** The window's ratings, newest first. */
    ratings: number[];
    /** When an operator decides at the latest, epoch milliseconds. */
    deadline: number;
    /** The chef's profile page, when the public address is known. */
    profileUrl: string | null;
  };
  /** To the chef when an operator decides their rating case, with the reason. */
  'rating-case-decided': {
    decision: 'reinstate' | 'confirm';
    /** A case opened without a suspension (decision 049): confirming it suspends the chef now. */
    suspendedNow?: boolean;
    firstName: string | null;
    reason: string;
    /** The public chef page, when the public address is known; linked on reinstatement. */
    storeUrl: string | null;
  };
  /** To the chef when an operator decides their change request (decision 049); a rejection says why. */
  'chef-change-decided': {
    decision: ChangeRequestDecision;
    firstName: string | null;
    reason: string | null;
    fields: ModeratedField[];
    /** The public chef page, when the public address is known. */
    storeUrl: string | null;
  };
  /** To the chef when a customer reviews one of their orders. */
  'review-received': {
    orderNumber: string;
    rating: number;
    comment: string | null;
    /** The order page, where the chef answers, when the public address is known. */
    orderUrl: string | null;
  };
  /**
   * To a party of a conversation who has not read it some minutes after a new message (decision 064): one
   * mail per thread and reader at most that often. Who wrote and how many messages wait, never their text.
   */
  'new-messages': {
    fromName: string;
    count: number;
    /** The order's number, for an order's thread; null for a question asked from the chef page. */
    orderNumber: string | null;
    /** The thread, when the public address is known. */
    threadUrl: string | null;
  };
}
export type TemplateName = keyof TemplateParams;

export interface OrderMailParams {
  recipient: 'customer' | 'chef';
  /** The order number shown (sID up to its first hyphen). */
  orderNumber: string;
  /** The booked start, epoch milliseconds. */
  serviceDeliveryDate: number;
  /** The order page, when the public address is known (PUBLIC_URL). */
  orderUrl: string | null;
  /**
   * The order's money as every screen shows it: `moneyRows(orderMoney(...))`, in that order. enqueueOrderMails
   * always gives it; optional so that a mail previewed without an order still renders.
   */
  money?: MoneyRow[];
  /** The invoice page, once the order has an invoice and the public address is known. */
  invoiceUrl?: string | null;
}

/** A paragraph, a code the reader copies (pins), a link shown as a button, or a table of amounts. */
export type Block = string | { code: string } | { link: string; label: string } | { rows: AmountRow[] };

export interface AmountRow {
  label: string;
  amount: string;
  /** The total: shown in bold. */
  strong?: boolean;
}

export interface MailContent {
  subject: string;
  blocks: Block[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Template<P> = Record<Language, (params: P) => MailContent>;

const templates: { [T in TemplateName]: Template<TemplateParams[T]> } = {
  'one-time-pin': {
    en: (p) => ({
      subject: 'Your Hearth sign-in code',
      blocks: [
        'Your one-time code is:',
        ...pinBlocks('en', p),
        'If you did not ask for it, you can ignore this e-mail.',
      ],
    }),
    lt: (p) => ({
      subject: 'Jūsų Hearth prisijungimo kodas',
      blocks: [
        'Jūsų vienkartinis kodas:',
        ...pinBlocks('lt', p),
        'Jei jo neprašėte, šį laišką galite ignoruoti.',
      ],
    }),
  },
  'registration-pin': {
    en: (p) => ({
      subject: 'Confirm your Hearth registration',
      blocks: [
        'Your code to confirm your registration is:',
        ...pinBlocks('en', p),
        'Enter it on the registration page together with the password you chose. Until then the account cannot be used.',
        'If you did not register on Hearth, you can ignore this e-mail: without the code nobody can use this address.',
      ],
    }),
    lt: (p) => ({
      subject: 'Patvirtinkite registraciją Hearth',
      blocks: [
        'Jūsų registracijos patvirtinimo kodas:',
        ...pinBlocks('lt', p),
        'Įveskite jį registracijos puslapyje kartu su pasirinktu slaptažodžiu. Iki tol paskyra negali būti naudojama.',
        'Jei Hearth nesiregistravote, šį laišką galite ignoruoti: be kodo niekas negali naudoti šio adreso.',
      ],
    }),
  },
  'registration-attempt': {
    en: (p) => ({
      subject: 'Someone tried to register with your address',
      blocks: [
        GREETING.en,
        'Someone just tried to register a new Hearth account with this e-mail address. You already have an account, so nothing was changed.',
        'If it was you, sign in with your password or with a one-time code sent to this address. If you forgot your password, choose "Forgot password?" on the sign-in page.',
        'If it was not you, you can ignore this e-mail: your account stays as it was.',
        ...optionalLink(p.signInUrl, 'Sign in'),
      ],
    }),
    lt: (p) => ({
      subject: 'Kažkas bandė užsiregistruoti jūsų adresu',
      blocks: [
        GREETING.lt,
        'Kažkas ką tik bandė sukurti naują Hearth paskyrą šiuo el. pašto adresu. Jūs jau turite paskyrą, todėl niekas nepakeista.',
        'Jei tai buvote jūs, prisijunkite slaptažodžiu arba vienkartiniu kodu, atsiųstu šiuo adresu. Jei pamiršote slaptažodį, prisijungimo puslapyje pasirinkite „Pamiršote slaptažodį?“.',
        'Jei tai buvote ne jūs, šį laišką galite ignoruoti: jūsų paskyra liko tokia pati.',
        ...optionalLink(p.signInUrl, 'Prisijungti'),
      ],
    }),
  },
  'password-reset-pin': {
    en: (p) => ({
      subject: 'Reset your Hearth password',
      blocks: [
        'Your code to set a new password is:',
        ...pinBlocks('en', p),
        'Enter it with your new password. Every session of your account will be signed out, so sign in again on your other devices.',
        'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
      ],
    }),
    lt: (p) => ({
      subject: 'Hearth slaptažodžio atkūrimas',
      blocks: [
        'Jūsų kodas naujam slaptažodžiui nustatyti:',
        ...pinBlocks('lt', p),
        'Įveskite jį kartu su nauju slaptažodžiu. Visos jūsų paskyros sesijos bus atjungtos, todėl kituose įrenginiuose prisijunkite iš naujo.',
        'Jei jo neprašėte, šį laišką galite ignoruoti: slaptažodis liks nepakeistas.',
      ],
    }),
  },
  'password-reset-unknown': {
    en: (p) => ({
      subject: 'Hearth password reset: no account with this address',
      blocks: [
        'Someone asked to reset the Hearth password of this e-mail address, but no Hearth account uses it, so nothing was changed.',
        'If it was you, you may have signed up with another address; or register now with this one.',
        'If it was not you, you can ignore this e-mail.',
        ...optionalLink(p.registerUrl, 'Register'),
      ],
    }),
    lt: (p) => ({
      subject: 'Hearth slaptažodžio atkūrimas: paskyros šiuo adresu nėra',
      blocks: [
        'Kažkas paprašė atkurti Hearth slaptažodį šiam el. pašto adresui, tačiau jokia Hearth paskyra jo nenaudoja, todėl niekas nepakeista.',
        'Jei tai buvote jūs, galbūt registravotės kitu adresu; arba užsiregistruokite dabar šiuo.',
        'Jei tai buvote ne jūs, šį laišką galite ignoruoti.',
        ...optionalLink(p.registerUrl, 'Registruotis'),
      ],
    }),
  },
  'password-pin': {
    en: (p) => ({
      subject: 'Your code to change the Hearth password',
      blocks: [
        'Your code to change your password is:',
        ...pinBlocks('en', p),
        'Enter it on your profile page together with the new password.',
        'If you did not ask for it, do not share the code: without it the password is not changed.',
      ],
    }),
    lt: (p) => ({
      subject: 'Jūsų kodas Hearth slaptažodžiui pakeisti',
      blocks: [
        'Jūsų kodas slaptažodžiui pakeisti:',
        ...pinBlocks('lt', p),
        'Įveskite jį profilio puslapyje kartu su nauju slaptažodžiu.',
        'Jei jo neprašėte, niekam neatskleiskite kodo: be jo slaptažodis nepakeičiamas.',
      ],
    }),
  },
  'password-changed': {
    en: (p) => ({
      subject: 'Your Hearth password was changed',
      blocks: [
        GREETING.en,
        `Your password was changed on ${when('en', p.changedAt)} from ${p.device ?? 'a device we do not recognise'}. Your other sessions were signed out.`,
        'If it was not you, choose "Forgot password?" on the sign-in page at once: a code sent to this address lets you set a new password and signs everyone else out.',
        ...optionalLink(p.signInUrl, 'Sign in'),
      ],
    }),
    lt: (p) => ({
      subject: 'Jūsų Hearth slaptažodis pakeistas',
      blocks: [
        GREETING.lt,
        `Jūsų slaptažodis pakeistas ${when('lt', p.changedAt)}, įrenginys: ${p.device ?? 'neatpažintas'}. Kitos jūsų sesijos atjungtos.`,
        'Jei tai buvote ne jūs, nedelsdami prisijungimo puslapyje pasirinkite „Pamiršote slaptažodį?“: kodu, atsiųstu šiuo adresu, nustatysite naują slaptažodį ir atjungsite visus kitus.',
        ...optionalLink(p.signInUrl, 'Prisijungti'),
      ],
    }),
  },
  'chef-application': {
    en: (p) => ({
      subject: p.resubmission
        ? `Chef application resubmitted: ${p.applicantName}`
        : `New chef application: ${p.applicantName}`,
      blocks: [
        p.resubmission
          ? `${p.applicantName} (${p.applicantEmail}) corrected their rejected chef profile and submitted it again, with the profile link /store/${p.nickname}.`
          : `${p.applicantName} (${p.applicantEmail}) applied to cook on Hearth, with the profile link /store/${p.nickname}.`,
        'Please review the application: check the profile details, then approve it or reject it with a reason the chef will read.',
        p.reviewUrl
          ? { link: p.reviewUrl, label: 'Open store management' }
          : 'You will find it in the queue of Store management.',
      ],
    }),
    lt: (p) => ({
      subject: p.resubmission
        ? `Virėjo paraiška pateikta pakartotinai: ${p.applicantName}`
        : `Nauja virėjo paraiška: ${p.applicantName}`,
      blocks: [
        p.resubmission
          ? `${p.applicantName} (${p.applicantEmail}) pataisė atmestą virėjo profilį ir vėl pateikė paraišką, profilio nuoroda /store/${p.nickname}.`
          : `${p.applicantName} (${p.applicantEmail}) pateikė paraišką tapti Hearth virėju, profilio nuoroda /store/${p.nickname}.`,
        'Peržiūrėkite paraišką: patikrinkite profilio duomenis ir patvirtinkite ją arba atmeskite, nurodydami priežastį, kurią perskaitys virėjas.',
        p.reviewUrl
          ? { link: p.reviewUrl, label: 'Atidaryti parduotuvių valdymą' }
          : 'Paraišką rasite skilties „Parduotuvių valdymas“ eilėje.',
      ],
    }),
  },
  'chef-decision': {
    en: (p) => {
      const text = DECISION_TEXT.en[p.action];
      return {
        subject: text.subject,
        blocks: [
          p.firstName ? `Hello ${p.firstName},` : 'Hello,',
          text.body,
          ...(p.reason ? [`${text.reasonLabel}: ${p.reason}`] : []),
          text.next,
          ...pageLink(p, 'Open your chef page'),
        ],
      };
    },
    // Lithuanian greets without the name: a name in the vocative case (Tomai, Rūta) cannot be derived safely.
    lt: (p) => {
      const text = DECISION_TEXT.lt[p.action];
      return {
        subject: text.subject,
        blocks: [
          'Sveiki,',
          text.body,
          ...(p.reason ? [`${text.reasonLabel}: ${p.reason}`] : []),
          text.next,
          ...pageLink(p, 'Atidaryti jūsų virėjo puslapį'),
        ],
      };
    },
  },
  'order-paid': {
    en: (p) =>
      orderMail(p, 'en', {
        customer: {
          subject: `Order ${p.orderNumber} is paid`,
          body: `Thank you: we received your payment of ${formatEurCents(p.paidCents, 'en')} for order ${p.orderNumber}, booked for ${when('en', p.serviceDeliveryDate)}.`,
          next: 'Your chef will now confirm the order; we will e-mail you when they do.',
        },
        chef: {
          subject: `New paid order ${p.orderNumber}`,
          body: `Order ${p.orderNumber}, booked for ${when('en', p.serviceDeliveryDate)}, is paid online (${formatEurCents(p.paidCents, 'en')}).`,
          next: 'Please confirm it, so that the customer knows you will come.',
        },
      }),
    lt: (p) =>
      orderMail(p, 'lt', {
        customer: {
          subject: `Užsakymas ${p.orderNumber} apmokėtas`,
          body: `Ačiū: gavome jūsų ${formatEurCents(p.paidCents, 'lt')} mokėjimą už užsakymą ${p.orderNumber}, numatytą ${when('lt', p.serviceDeliveryDate)}.`,
          next: 'Dabar virėjas patvirtins užsakymą; kai tai padarys, jums parašysime.',
        },
        chef: {
          subject: `Naujas apmokėtas užsakymas ${p.orderNumber}`,
          body: `Užsakymas ${p.orderNumber}, numatytas ${when('lt', p.serviceDeliveryDate)}, apmokėtas internetu (${formatEurCents(p.paidCents, 'lt')}).`,
          next: 'Patvirtinkite jį, kad klientas žinotų, jog atvyksite.',
        },
      }),
  },
  'order-confirmed': {
    en: (p) =>
      orderMail(p, 'en', {
        customer: {
          subject: `Order ${p.orderNumber} is confirmed`,
          body: `Your chef confirmed order ${p.orderNumber} for ${when('en', p.serviceDeliveryDate)}.`,
          next: 'We will e-mail you again when the chef marks it delivered.',
        },
        chef: {
          subject: `You confirmed order ${p.orderNumber}`,
          body: `You confirmed order ${p.orderNumber} for ${when('en', p.serviceDeliveryDate)}.`,
          next: 'Once you have cooked it, mark it delivered in your orders.',
        },
      }),
    lt: (p) =>
      orderMail(p, 'lt', {
        customer: {
          subject: `Užsakymas ${p.orderNumber} patvirtintas`,
          body: `Jūsų virėjas patvirtino užsakymą ${p.orderNumber}, numatytą ${when('lt', p.serviceDeliveryDate)}.`,
          next: 'Vėl jums parašysime, kai virėjas pažymės užsakymą kaip įvykdytą.',
        },
        chef: {
          subject: `Patvirtinote užsakymą ${p.orderNumber}`,
          body: `Patvirtinote užsakymą ${p.orderNumber}, numatytą ${when('lt', p.serviceDeliveryDate)}.`,
          next: 'Kai pagaminsite patiekalus, pažymėkite užsakymą kaip įvykdytą savo užsakymų sąraše.',
        },
      }),
  },
  'order-delivered': {
    en: (p) =>
      orderMail(p, 'en', {
        customer: {
          subject: `Order ${p.orderNumber} is delivered`,
          body: `Your chef marked order ${p.orderNumber} delivered on ${when('en', p.deliveredAt)}.`,
          next: 'Enjoy your meal, and thank you for ordering on Hearth. How was it? Rate your order from 1 to 5 stars: your review helps other customers and the chef.',
          rateLink: true,
        },
        chef: {
          subject: `Order ${p.orderNumber} is marked delivered`,
          body: `You marked order ${p.orderNumber} delivered on ${when('en', p.deliveredAt)}.`,
          next: 'Thank you for cooking with Hearth.',
        },
      }),
    lt: (p) =>
      orderMail(p, 'lt', {
        customer: {
          subject: `Užsakymas ${p.orderNumber} įvykdytas`,
          body: `Jūsų virėjas pažymėjo užsakymą ${p.orderNumber} kaip įvykdytą ${when('lt', p.deliveredAt)}.`,
          next: 'Skanaus ir ačiū, kad užsisakote per Hearth. Kaip sekėsi? Įvertinkite užsakymą nuo 1 iki 5 žvaigždučių: jūsų atsiliepimas padeda kitiems klientams ir virėjui.',
          rateLink: true,
        },
        chef: {
          subject: `Užsakymas ${p.orderNumber} pažymėtas kaip įvykdytas`,
          body: `Pažymėjote užsakymą ${p.orderNumber} kaip įvykdytą ${when('lt', p.deliveredAt)}.`,
          next: 'Ačiū, kad gaminate su Hearth.',
        },
      }),
  },
  'order-cancelled': {
    en: (p) => {
      const text = {
        subject: `Order ${p.orderNumber} is cancelled`,
        body: cancelledByText('en', p),
        next: cancellationMoneyText('en', p),
      };
      return orderMail(p, 'en', { customer: text, chef: text });
    },
    lt: (p) => {
      const text = {
        subject: `Užsakymas ${p.orderNumber} atšauktas`,
        body: cancelledByText('lt', p),
        next: cancellationMoneyText('lt', p),
      };
      return orderMail(p, 'lt', { customer: text, chef: text });
    },
  },
  'order-balance-due': {
    en: (p) => {
      const due = formatEurCents(p.balanceDueCents, 'en');
      const refund = formatEurCents(p.refundCents, 'en');
      return orderMail(p, 'en', {
        customer:
          p.balanceDueCents > 0
            ? {
                subject: `Order ${p.orderNumber}: ${due} left to pay`,
                body: `Your chef has delivered order ${p.orderNumber}. The dishes are paid online after the visit, at the time the chef really spent: ${due} is left to pay.`,
                next: 'Pay it from the order page, by card or from your DOGE wallet.',
              }
            : {
                subject: `Order ${p.orderNumber}: ${refund} comes back to you`,
                body: `Your chef has delivered order ${p.orderNumber} in less time than booked: of what you prepaid, ${refund} is more than the final amount.`,
                next: `It is refunded the way you paid, within ${REFUND_WORKING_DAYS} working days.`,
              },
        chef: {
          subject: `Order ${p.orderNumber}: the customer's balance`,
          body:
            p.balanceDueCents > 0
              ? `The customer now pays ${due} online for order ${p.orderNumber}; it is added to your earnings when paid.`
              : `The customer is refunded ${refund} of what they prepaid for order ${p.orderNumber}.`,
          next: 'Your earnings page shows every order.',
        },
      });
    },
    lt: (p) => {
      const due = formatEurCents(p.balanceDueCents, 'lt');
      const refund = formatEurCents(p.refundCents, 'lt');
      return orderMail(p, 'lt', {
        customer:
          p.balanceDueCents > 0
            ? {
                subject: `Užsakymas ${p.orderNumber}: liko sumokėti ${due}`,
                body: `Virėjas įvykdė užsakymą ${p.orderNumber}. Už patiekalus mokama internetu po vizito, pagal tikrai sugaištą laiką: liko sumokėti ${due}.`,
                next: 'Sumokėkite užsakymo puslapyje kortele arba iš DOGE piniginės.',
              }
            : {
                subject: `Užsakymas ${p.orderNumber}: jums grąžinama ${refund}`,
                body: `Virėjas įvykdė užsakymą ${p.orderNumber} greičiau nei užsakyta: iš to, ką sumokėjote iš anksto, ${refund} viršija galutinę sumą.`,
                next: `Ji grąžinama tuo pačiu būdu, kuriuo mokėjote, per ${REFUND_WORKING_DAYS} darbo dienas.`,
              },
        chef: {
          subject: `Užsakymas ${p.orderNumber}: kliento likutis`,
          body:
            p.balanceDueCents > 0
              ? `Klientas dabar sumoka ${due} internetu už užsakymą ${p.orderNumber}; sumokėta suma pridedama prie jūsų pajamų.`
              : `Klientui grąžinama ${refund} iš to, ką jis sumokėjo iš anksto už užsakymą ${p.orderNumber}.`,
          next: 'Jūsų pajamų puslapyje matyti visi užsakymai.',
        },
      });
    },
  },
  'order-expired': {
    en: (p) => {
      const subject = `Order ${p.orderNumber} is cancelled: it was not paid in time`;
      const body = `Order ${p.orderNumber} was not paid within the time to pay, so it is cancelled. Nothing was charged.`;
      return orderMail(p, 'en', {
        customer: { subject, body, next: 'You can order again at any time.' },
        chef: { subject, body, next: 'There is nothing for you to do.' },
      });
    },
    lt: (p) => {
      const subject = `Užsakymas ${p.orderNumber} atšauktas: laiku neapmokėtas`;
      const body = `Užsakymas ${p.orderNumber} nebuvo apmokėtas per skirtą laiką, todėl atšauktas. Nieko nenuskaičiuota.`;
      return orderMail(p, 'lt', {
        customer: { subject, body, next: 'Užsisakyti vėl galite bet kada.' },
        chef: { subject, body, next: 'Jums nieko daryti nereikia.' },
      });
    },
  },
  'order-payment-pin': {
    // The code comes first: a reader (or a script) taking the first 6-digit number must not take an amount.
    en: (p) => ({
      subject: 'Confirm your payment from the DOGE wallet',
      blocks: [
        'Your one-time code to confirm the payment:',
        ...pinBlocks('en', p),
        `It confirms paying ${formatEurCents(p.amountCents, 'en')} (${doge('en', p.amountKoinu)}) for ${PAYMENT_PURPOSE_TEXT.en[p.purpose]} of order ${p.orderNumber} from your DOGE wallet.`,
        'If you did not ask for this payment, do not share the code: nothing is paid without it.',
      ],
    }),
    lt: (p) => ({
      subject: 'Patvirtinkite mokėjimą iš DOGE piniginės',
      blocks: [
        'Jūsų vienkartinis kodas mokėjimui patvirtinti:',
        ...pinBlocks('lt', p),
        `Juo patvirtinsite, kad iš DOGE piniginės sumokate ${formatEurCents(p.amountCents, 'lt')} (${doge('lt', p.amountKoinu)}): užsakymo ${p.orderNumber} ${PAYMENT_PURPOSE_TEXT.lt[p.purpose]}.`,
        'Jei šio mokėjimo neprašėte, kodu nesidalykite: be jo niekas nesumokama.',
      ],
    }),
  },
  'transfer-pin': {
    // The code comes first: a reader (or a script) taking the first 6-digit number must not take an amount.
    en: (p) => ({
      subject: 'Confirm your DOGE transfer',
      blocks: [
        'Your one-time code to confirm the transfer:',
        ...pinBlocks('en', p),
        `It confirms sending ${doge('en', p.amountKoinu)} to ${p.recipientKind === 'user' ? p.recipient : `the Dogecoin address ${p.recipient}`}.`,
        'If you did not ask for this transfer, do not share the code: nothing is sent without it.',
      ],
    }),
    lt: (p) => ({
      subject: 'Patvirtinkite DOGE pervedimą',
      blocks: [
        'Jūsų vienkartinis pervedimo patvirtinimo kodas:',
        ...pinBlocks('lt', p),
        `Juo patvirtinsite ${doge('lt', p.amountKoinu)} pervedimą ${p.recipientKind === 'user' ? `gavėjui ${p.recipient}` : `į Dogecoin adresą ${p.recipient}`}.`,
        'Jei šio pervedimo neprašėte, niekam neatskleiskite kodo: be jo niekas nepervedama.',
      ],
    }),
  },
  'doge-received': {
    en: (p) => ({
      subject: `You received ${doge('en', p.amountKoinu)}`,
      blocks: [
        GREETING.en,
        `${p.from} sent you ${doge('en', p.amountKoinu)} on Hearth.`,
        'The coins are in your wallet now; your board shows the transfer and its place in the ledger.',
        ...optionalLink(p.walletUrl, 'Open your wallet'),
      ],
    }),
    lt: (p) => ({
      subject: `Gavote ${doge('lt', p.amountKoinu)}`,
      blocks: [
        GREETING.lt,
        `${p.from} jums pervedė ${doge('lt', p.amountKoinu)} per Hearth.`,
        'Monetos jau jūsų piniginėje; suvestinėje matysite pervedimą ir jo vietą žurnale.',
        ...optionalLink(p.walletUrl, 'Atidaryti piniginę'),
      ],
    }),
  },
  'withdrawal-decision': {
    en: (p) => {
      const amount = doge('en', p.amountKoinu);
      if (p.action === 'reject')
        return {
          subject: 'Your DOGE withdrawal was not sent',
          blocks: [
            GREETING.en,
            `We could not send ${amount} to ${p.address}: the amount is back in your wallet.`,
            ...(p.reason ? [`Reason: ${p.reason}`] : []),
            ...optionalLink(p.walletUrl, 'Open your wallet'),
          ],
        };
      return {
        subject: `Your withdrawal of ${amount} was sent`,
        blocks: [
          GREETING.en,
          `We sent ${amount} to ${p.address}.`,
          `Transaction id: ${p.txid ?? ''}`,
          'The Dogecoin network confirms it within minutes.',
          ...optionalLink(p.explorerUrl, 'View it on the block explorer'),
        ],
      };
    },
    lt: (p) => {
      const amount = doge('lt', p.amountKoinu);
      if (p.action === 'reject')
        return {
          subject: 'Jūsų DOGE išmokėjimas neįvykdytas',
          blocks: [
            GREETING.lt,
            `Negalėjome išsiųsti ${amount} adresu ${p.address}: suma grąžinta į jūsų piniginę.`,
            ...(p.reason ? [`Priežastis: ${p.reason}`] : []),
            ...optionalLink(p.walletUrl, 'Atidaryti piniginę'),
          ],
        };
      return {
        subject: `Jūsų ${amount} išmokėjimas įvykdytas`,
        blocks: [
          GREETING.lt,
          `Išsiuntėme ${amount} adresu ${p.address}.`,
          `Operacijos ID: ${p.txid ?? ''}`,
          'Dogecoin tinklas ją patvirtins per kelias minutes.',
          ...optionalLink(p.explorerUrl, 'Peržiūrėti blokų naršyklėje'),
        ],
      };
    },
  },
  'payout-decision': {
    en: (p) => {
      const amount = formatEurCents(p.amountCents, 'en');
      if (p.action === 'rejected')
        return {
          subject: 'Your Hearth payout was not sent',
          blocks: [
            GREETING.en,
            `We could not send your payout of ${amount}: the amount is back in your available earnings and goes with the next payout.`,
            ...(p.reason ? [`Reason: ${p.reason}`] : []),
            ...optionalLink(p.earningsUrl, 'See your earnings'),
          ],
        };
      return {
        subject: `Your Hearth payout of ${amount} was sent`,
        blocks: [
          GREETING.en,
          p.method === 'stripe'
            ? `We sent ${amount} to your Stripe account.`
            : `We sent ${amount} to your bank account.`,
          `Reference: ${p.reference ?? ''}`,
          ...optionalLink(p.earningsUrl, 'See your earnings'),
        ],
      };
    },
    lt: (p) => {
      const amount = formatEurCents(p.amountCents, 'lt');
      if (p.action === 'rejected')
        return {
          subject: 'Jūsų Hearth išmoka neišsiųsta',
          blocks: [
            GREETING.lt,
            `Negalėjome išsiųsti jūsų ${amount} išmokos: suma grąžinta į jūsų turimas pajamas ir bus išmokėta su kita išmoka.`,
            ...(p.reason ? [`Priežastis: ${p.reason}`] : []),
            ...optionalLink(p.earningsUrl, 'Peržiūrėti pajamas'),
          ],
        };
      return {
        subject: `Jūsų Hearth ${amount} išmoka išsiųsta`,
        blocks: [
          GREETING.lt,
          p.method === 'stripe'
            ? `Išsiuntėme ${amount} į jūsų Stripe paskyrą.`
            : `Išsiuntėme ${amount} į jūsų banko sąskaitą.`,
          `Mokėjimo nuoroda: ${p.reference ?? ''}`,
          ...optionalLink(p.earningsUrl, 'Peržiūrėti pajamas'),
        ],
      };
    },
  },
  'chef-rating-suspended': {
    en: (p) => ({
      subject: 'Your Hearth chef profile is suspended by the rating rule',
      blocks: [
        p.firstName ? `Hello ${p.firstName},` : GREETING.en,
        `The average of the latest ratings of your last ${p.ratings.length} customers is ${rating('en', p.average)} (${p.ratings.join(', ')}), below the ${rating('en', RATING_MIN_AVERAGE)} that Hearth asks for. Your chef profile is suspended: for now customers cannot see your page or order from you.`,
        `An operator will review the case and decide by ${when('en', p.deadline)}: they may reinstate your profile or confirm the suspension. We will e-mail you the decision and its reason.`,
        ...optionalLink(p.profileUrl, 'Open your profile'),
      ],
    }),
    lt: (p) => ({
      subject: 'Jūsų Hearth virėjo profilis sustabdytas pagal įvertinimų taisyklę',
      blocks: [
        GREETING.lt,
        `Jūsų paskutinių ${p.ratings.length} klientų naujausių įvertinimų vidurkis yra ${rating('lt', p.average)} (${p.ratings.join(', ')}), mažesnis nei Hearth reikalaujamas ${rating('lt', RATING_MIN_AVERAGE)}. Jūsų virėjo profilis sustabdytas: kol kas klientai nemato jūsų puslapio ir negali pas jus užsisakyti.`,
        `Operatorius peržiūrės atvejį ir iki ${when('lt', p.deadline)} nuspręs: gali vėl aktyvuoti jūsų profilį arba patvirtinti sustabdymą. Sprendimą ir jo priežastį atsiųsime el. paštu.`,
        ...optionalLink(p.profileUrl, 'Atidaryti profilį'),
      ],
    }),
  },
  'rating-case-decided': {
    en: (p) => ({
      subject:
        p.decision === 'reinstate'
          ? 'Your Hearth chef profile is active again'
          : 'The suspension of your Hearth chef profile is confirmed',
      blocks: [
        p.firstName ? `Hello ${p.firstName},` : GREETING.en,
        p.decision === 'reinstate'
          ? 'An operator reviewed your rating case and reinstated your chef profile: customers can see your page and order from you again. Your rating window starts afresh.'
          : p.suspendedNow
            ? 'An operator reviewed the recent ratings of your chef profile and suspended it: customers cannot see your page or order from you.'
            : 'An operator reviewed your rating case and confirmed the suspension of your chef profile: customers still cannot see your page or order from you.',
        `Reason: ${p.reason}`,
        ...(p.decision === 'reinstate' ? optionalLink(p.storeUrl, 'Open your chef page') : []),
      ],
    }),
    lt: (p) => ({
      subject:
        p.decision === 'reinstate'
          ? 'Jūsų Hearth virėjo profilis vėl aktyvus'
          : 'Jūsų Hearth virėjo profilio sustabdymas patvirtintas',
      blocks: [
        GREETING.lt,
        p.decision === 'reinstate'
          ? 'Operatorius peržiūrėjo jūsų įvertinimų atvejį ir vėl aktyvavo jūsų virėjo profilį: klientai vėl mato jūsų puslapį ir gali pas jus užsisakyti. Įvertinimai skaičiuojami iš naujo.'
          : p.suspendedNow
            ? 'Operatorius peržiūrėjo paskutinius jūsų virėjo profilio įvertinimus ir jį sustabdė: klientai nemato jūsų puslapio ir negali pas jus užsisakyti.'
            : 'Operatorius peržiūrėjo jūsų įvertinimų atvejį ir patvirtino jūsų virėjo profilio sustabdymą: klientai ir toliau nemato jūsų puslapio ir negali pas jus užsisakyti.',
        `Priežastis: ${p.reason}`,
        ...(p.decision === 'reinstate' ? optionalLink(p.storeUrl, 'Atidaryti jūsų virėjo puslapį') : []),
      ],
    }),
  },
  'chef-change-decided': {
    en: (p) => ({
      subject:
        p.decision === 'approve'
          ? 'The changes to your Hearth chef profile are approved'
          : 'The changes to your Hearth chef profile are not approved',
      blocks: [
        p.firstName ? `Hello ${p.firstName},` : GREETING.en,
        p.decision === 'approve'
          ? `An operator approved the changes you made to your chef profile (${fieldList('en', p.fields)}): your page shows them now.`
          : `An operator did not approve the changes you made to your chef profile (${fieldList('en', p.fields)}): your page keeps its approved values. You can change them and save again.`,
        ...(p.reason ? [`Reason: ${p.reason}`] : []),
        ...optionalLink(p.storeUrl, 'Open your chef page'),
      ],
    }),
    lt: (p) => ({
      subject:
        p.decision === 'approve'
          ? 'Jūsų Hearth virėjo profilio pakeitimai patvirtinti'
          : 'Jūsų Hearth virėjo profilio pakeitimai nepatvirtinti',
      blocks: [
        GREETING.lt,
        p.decision === 'approve'
          ? `Operatorius patvirtino jūsų virėjo profilio pakeitimus (${fieldList('lt', p.fields)}): jūsų puslapyje jie jau matomi.`
          : `Operatorius nepatvirtino jūsų virėjo profilio pakeitimų (${fieldList('lt', p.fields)}): jūsų puslapyje lieka patvirtintos reikšmės. Galite jas pakeisti ir išsaugoti dar kartą.`,
        ...(p.reason ? [`Priežastis: ${p.reason}`] : []),
        ...optionalLink(p.storeUrl, 'Atidaryti jūsų virėjo puslapį'),
      ],
    }),
  },
  'review-received': {
    en: (p) => ({
      subject: `New review of order ${p.orderNumber}: ${p.rating} of 5`,
      blocks: [
        GREETING.en,
        `A customer rated order ${p.orderNumber} with ${p.rating} of 5 stars.`,
        ...(p.comment ? [`Their comment: ${p.comment}`] : []),
        'You can answer the review once; your answer is shown under it on your chef page.',
        ...optionalLink(p.orderUrl, 'Open the order'),
      ],
    }),
    lt: (p) => ({
      subject: `Naujas užsakymo ${p.orderNumber} atsiliepimas: ${p.rating} iš 5`,
      blocks: [
        GREETING.lt,
        `Klientas įvertino užsakymą ${p.orderNumber}: ${p.rating} iš 5 žvaigždučių.`,
        ...(p.comment ? [`Komentaras: ${p.comment}`] : []),
        'Į atsiliepimą galite atsakyti vieną kartą; atsakymas rodomas po juo jūsų virėjo puslapyje.',
        ...optionalLink(p.orderUrl, 'Atidaryti užsakymą'),
      ],
    }),
  },
  'new-messages': {
    en: (p) => {
      const who = p.fromName || 'Someone';
      const about = p.orderNumber ? `about order ${p.orderNumber}` : 'before ordering';
      return {
        subject: p.orderNumber ? `New messages about order ${p.orderNumber}` : `New messages from ${who}`,
        blocks: [
          GREETING.en,
          `${who} wrote to you ${about}: ${p.count === 1 ? '1 message waits' : `${p.count} messages wait`} for you.`,
          'Read and answer them on Hearth; replies by e-mail do not reach them.',
          ...optionalLink(p.threadUrl, 'Open the conversation'),
        ],
      };
    },
    lt: (p) => {
      const who = p.fromName || 'Kažkas';
      const about = p.orderNumber ? `dėl užsakymo ${p.orderNumber}` : 'prieš užsakymą';
      return {
        subject: p.orderNumber
          ? `Nauji pranešimai dėl užsakymo ${p.orderNumber}`
          : `Nauji pranešimai nuo ${who}`,
        blocks: [
          GREETING.lt,
          `${who} jums parašė ${about}: laukia neperskaitytų pranešimų: ${p.count}.`,
          'Perskaitykite ir atsakykite Hearth svetainėje; atsakymai el. paštu jų nepasiekia.',
          ...optionalLink(p.threadUrl, 'Atidaryti pokalbį'),
        ],
      };
    },
  },
};

/** An average rating as the reader writes numbers: 4.5 in English, 4,5 in Lithuanian. */
function rating(language: Language, value: number): string {
  const text = String(Math.round(value * 100) / 100);
  return language === 'lt' ? text.replace('.', ',') : text;
}

/** The pin to copy and how long and how often it works: the same words in every pin mail. */
function pinBlocks(language: Language, p: { pin: string; minutes: number }): Block[] {
  const validity =
    language === 'lt'
      ? `Jis galioja ${p.minutes} min. ir gali būti panaudotas vieną kartą.`
      : `It is valid for ${p.minutes} minutes and can be used once.`;
  return [{ code: p.pin }, validity];
}

/** What an order's online payment is for, as the payment pin names it. */
const PAYMENT_PURPOSE_TEXT = {
  en: {
    order: 'the prepayment',
    order_balance: 'the balance after the visit',
    order_penalty: 'the late-cancellation penalty',
  },
  lt: {
    order: 'išankstinis mokėjimas',
    order_balance: 'likutis po vizito',
    order_penalty: 'vėlyvo atšaukimo bauda',
  },
} as const;

// ---- Wallet mails ----

/** An amount of DOGE as the reader writes numbers: 2.5 DOGE in English, 2,5 DOGE in Lithuanian. */
function doge(language: Language, koinu: number): string {
  const text = formatDoge(koinu);
  return `${language === 'lt' ? text.replace('.', ',') : text} DOGE`;
}

/** A link block when the address is known (PUBLIC_URL, DOGE_EXPLORER_URL), else nothing. */
function optionalLink(url: string | null, label: string): Block[] {
  return url ? [{ link: url, label }] : [];
}

// ---- Order mails ----

interface OrderMailText {
  subject: string;
  body: string;
  next: string;
  /** The link goes to the order page's review form (the delivered mail to the customer). */
  rateLink?: boolean;
}

const ORDER_LINK_LABEL: Record<Language, string> = { en: 'View the order', lt: 'Peržiūrėti užsakymą' };
const INVOICE_LINK_LABEL: Record<Language, string> = {
  en: 'View the invoice',
  lt: 'Peržiūrėti sąskaitą faktūrą',
};

/**
 * The money rows in a mail: the web's labels (money.lines.<key>) for what the total is made of; the split
 * names when and how each part is paid without "pay now", which a mail read after paying would get wrong.
 */
const MONEY_LABELS: Record<Language, Record<MoneyRow['key'], string>> = {
  en: {
    subtotal: 'Dishes',
    serviceFee: 'Service fee',
    governmentFee: 'VAT on the service fee',
    paymentGatewayFee: 'Payment gateway fee',
    cardIncentive: 'Card incentive for the chef',
    total: 'Total',
    payNow: 'Online, when ordering',
    payAtVisit: 'In cash to the chef, at the visit',
    payAfterVisit: 'Online, after the visit',
    refundAfterVisit: 'Refunded after the visit',
  },
  lt: {
    subtotal: 'Patiekalai',
    serviceFee: 'Paslaugos mokestis',
    governmentFee: 'PVM nuo paslaugos mokesčio',
    paymentGatewayFee: 'Mokėjimo sistemos mokestis',
    cardIncentive: 'Kortelės paskata virėjui',
    total: 'Iš viso',
    payNow: 'Internetu, užsakant',
    payAtVisit: 'Grynaisiais virėjui, vizito metu',
    payAfterVisit: 'Internetu, po vizito',
    refundAfterVisit: 'Grąžinama po vizito',
  },
};
const MONEY_SPLIT_CAPTION: Record<Language, string> = {
  en: 'How the total is paid:',
  lt: 'Kaip mokama bendra suma:',
};

/** What the order costs, then how the total is paid; nothing when the rows are unknown. */
function moneyBlocks(rows: readonly MoneyRow[], language: Language): Block[] {
  const toRow = (row: MoneyRow): AmountRow => ({
    label: MONEY_LABELS[language][row.key],
    amount: formatEurCents(row.amount, language),
    ...(row.kind === 'total' ? { strong: true } : {}),
  });
  const parts = rows.filter((row) => row.kind !== 'when').map(toRow);
  const split = rows.filter((row) => row.kind === 'when').map(toRow);
  if (parts.length === 0) return [];
  return [{ rows: parts }, MONEY_SPLIT_CAPTION[language], { rows: split }];
}
const RATE_LINK_LABEL: Record<Language, string> = { en: 'Rate your order', lt: 'Įvertinti užsakymą' };
const GREETING: Record<Language, string> = { en: 'Hello,', lt: 'Sveiki,' };

/** One layout for every order mail: greeting, what happened, what comes next, the order's page. */
function orderMail(
  p: OrderMailParams,
  language: Language,
  text: Record<OrderMailParams['recipient'], OrderMailText>,
): MailContent {
  const { subject, body, next, rateLink } = text[p.recipient];
  const link: Block[] = !p.orderUrl
    ? []
    : rateLink
      ? [{ link: `${p.orderUrl}#review`, label: RATE_LINK_LABEL[language] }]
      : [{ link: p.orderUrl, label: ORDER_LINK_LABEL[language] }];
  const invoice: Block[] = p.invoiceUrl ? [{ link: p.invoiceUrl, label: INVOICE_LINK_LABEL[language] }] : [];
  return {
    subject,
    blocks: [GREETING[language], body, next, ...moneyBlocks(p.money ?? [], language), ...link, ...invoice],
  };
}

/** Dates in the marketplace's time zone (its chefs cook in Lithuania), in the reader's language. */
const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Vilnius' }),
  lt: new Intl.DateTimeFormat('lt-LT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Vilnius' }),
};

function when(language: Language, epochMs: number): string {
  return DATE_FORMATS[language].format(new Date(epochMs));
}

type CancelledParams = TemplateParams['order-cancelled'];

/** Who cancelled, told to each reader from their side ("you" when they did it themselves). */
function cancelledByText(language: Language, p: CancelledParams): string {
  const n = p.orderNumber;
  const self = p.cancelledBy === p.recipient;
  const text = {
    en: {
      self: `You cancelled order ${n}.`,
      customer: `The customer cancelled order ${n}.`,
      chef: `The chef cancelled order ${n}.`,
      operator: `The Hearth team cancelled order ${n}.`,
      system: `Order ${n} was not paid in time, so Hearth cancelled it.`,
    },
    lt: {
      self: `Atšaukėte užsakymą ${n}.`,
      customer: `Klientas atšaukė užsakymą ${n}.`,
      chef: `Virėjas atšaukė užsakymą ${n}.`,
      operator: `Hearth komanda atšaukė užsakymą ${n}.`,
      system: `Užsakymas ${n} nebuvo laiku apmokėtas, todėl Hearth jį atšaukė.`,
    },
  }[language];
  return self ? text.self : text[p.cancelledBy];
}

/** The money of a cancellation, told to each side: the refund (and the commission kept), the amount due, or none. */
function cancellationMoneyText(language: Language, p: CancelledParams): string {
  const refund = formatEurCents(p.refundCents, language);
  const commission = formatEurCents(p.commissionCents, language);
  const due = formatEurCents(p.dueCents, language);
  const toCustomer = p.recipient === 'customer';
  if (language === 'lt') {
    const kept =
      p.commissionCents > 0 ? ` Mokėjimų teikėjo komisinis mokestis (${commission}) negrąžinamas.` : '';
    if (p.refundCents > 0)
      return toCustomer
        ? `Per ${REFUND_WORKING_DAYS} darbo dienas į jūsų kortelę bus grąžinta ${refund} (į DOGE piniginę, jei mokėjote iš jos).${kept}`
        : `Klientui grąžinama ${refund}.${kept}`;
    if (p.dueCents > 0)
      return toCustomer
        ? `Atšaukus likus 24 valandoms ar mažiau iki pradžios, mokama produktų kaina ir bauda, atėmus tai, kas jau sumokėta internetu: liko sumokėti internetu ${due}. Sumokėkite užsakymų puslapyje; kol ši suma nesumokėta, naujų užsakymų pateikti negalėsite.`
        : `Užsakymas atšauktas likus 24 valandoms ar mažiau iki pradžios: klientas internetu dar sumoka ${due} (produktų kaina ir bauda, atėmus tai, kas jau sumokėta); sumokėta suma pridedama prie jūsų pajamų.`;
    return 'Internetu nieko nebuvo sumokėta, todėl nieko negrąžinama.';
  }
  const kept =
    p.commissionCents > 0 ? ` The payment provider's commission (${commission}) is not refunded.` : '';
  if (p.refundCents > 0)
    return toCustomer
      ? `${refund} will be refunded to your card within ${REFUND_WORKING_DAYS} working days (to your DOGE wallet, if you paid from it).${kept}`
      : `The customer gets ${refund} back.${kept}`;
  if (p.dueCents > 0)
    return toCustomer
      ? `Cancelling 24 hours or less before the start costs the product cost plus the penalty, less what you paid online: ${due} is owed online. Pay it from your orders page; new orders wait until it is paid.`
      : `The order was cancelled 24 hours or less before the start: the customer still owes ${due} online (the product cost plus the penalty, less what was paid online); it is added to your earnings when paid.`;
  return 'Nothing was paid online, so nothing is refunded.';
}

interface DecisionText {
  subject: string;
  body: string;
  reasonLabel: string;
  next: string;
}

const DECISION_TEXT: Record<Language, Record<ModerationAction, DecisionText>> = {
  en: {
    approve: {
      subject: 'Your Hearth chef profile is approved',
      body: 'Good news: an operator approved your chef profile. Customers can now find your page and order from you.',
      reasonLabel: 'Note from the operator',
      next: 'You can now create your dishes.',
    },
    reject: {
      subject: 'Your Hearth chef application was not approved',
      body: 'An operator reviewed your chef application and could not approve it yet.',
      reasonLabel: 'Reason',
      next: 'Correct your chef profile and save it again: it goes back to review.',
    },
    suspend: {
      subject: 'Your Hearth chef profile is suspended',
      body: 'An operator suspended your chef profile: for now customers cannot see your page or order from you.',
      reasonLabel: 'Reason',
      next: 'Your profile and its data are kept, and an operator can reinstate it.',
    },
    reinstate: {
      subject: 'Your Hearth chef profile is active again',
      body: 'An operator reinstated your chef profile: customers can see your page and order from you again.',
      reasonLabel: 'Note from the operator',
      next: 'Welcome back.',
    },
  },
  lt: {
    approve: {
      subject: 'Jūsų Hearth virėjo profilis patvirtintas',
      body: 'Puikios žinios: operatorius patvirtino jūsų virėjo profilį. Dabar klientai gali rasti jūsų puslapį ir užsisakyti pas jus.',
      reasonLabel: 'Operatoriaus pastaba',
      next: 'Dabar galite kurti savo patiekalus.',
    },
    reject: {
      subject: 'Jūsų Hearth virėjo paraiška nepatvirtinta',
      body: 'Operatorius peržiūrėjo jūsų virėjo paraišką, tačiau kol kas negali jos patvirtinti.',
      reasonLabel: 'Priežastis',
      next: 'Pataisykite virėjo profilį ir išsaugokite jį dar kartą: paraiška vėl bus peržiūrėta.',
    },
    suspend: {
      subject: 'Jūsų Hearth virėjo profilis sustabdytas',
      body: 'Operatorius sustabdė jūsų virėjo profilį: kol kas klientai nemato jūsų puslapio ir negali pas jus užsisakyti.',
      reasonLabel: 'Priežastis',
      next: 'Jūsų profilis ir jo duomenys išsaugoti, o operatorius gali jį vėl aktyvuoti.',
    },
    reinstate: {
      subject: 'Jūsų Hearth virėjo profilis vėl aktyvus',
      body: 'Operatorius vėl aktyvavo jūsų virėjo profilį: klientai vėl mato jūsų puslapį ir gali pas jus užsisakyti.',
      reasonLabel: 'Operatoriaus pastaba',
      next: 'Sveiki sugrįžę.',
    },
  },
};

/** The chef page link, only when the decision makes the page visible and its address is known. */
const FIELD_NAMES: Record<Language, Record<ModeratedField, string>> = {
  en: {
    nickname: 'profile link',
    firstName: 'first name',
    lastName: 'last name',
    hourRate: 'hourly rate',
    kitchenType: 'kitchen types',
    about: 'about you',
  },
  lt: {
    nickname: 'profilio nuoroda',
    firstName: 'vardas',
    lastName: 'pavardė',
    hourRate: 'valandinis įkainis',
    kitchenType: 'virtuvės tipai',
    about: 'apie jus',
  },
};

function fieldList(language: Language, fields: readonly ModeratedField[]): string {
  return fields.map((field) => FIELD_NAMES[language][field]).join(', ');
}

function pageLink(p: TemplateParams['chef-decision'], label: string): Block[] {
  const visible = p.action === 'approve' || p.action === 'reinstate';
  return visible && p.storeUrl ? [{ link: p.storeUrl, label }] : [];
}

export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

const FOOTER: Record<Language, string> = {
  en: 'Hearth: private chefs cooking in your kitchen. You got this e-mail because this address was used on Hearth.',
  lt: 'Hearth: privatūs virėjai, gaminantys jūsų virtuvėje. Šį laišką gavote, nes šis adresas buvo nurodytas Hearth.',
};

export function renderTemplate<T extends TemplateName>(
  name: T,
  language: Language,
  params: TemplateParams[T],
): RenderedMail {
  const template: Template<TemplateParams[T]> = templates[name];
  return renderMail(language, template[language](params));
}

/** The shared layout: a plain-text version and an HTML version with every value escaped. */
export function renderMail(language: Language, content: MailContent): RenderedMail {
  const footer = FOOTER[language];
  const text = [...content.blocks.map(blockText), `-- \n${footer}`].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f1ea;font-family:Arial,Helvetica,sans-serif;color:#2b2118;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#b4532a">Hearth</p>
${content.blocks.map(blockHtml).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#7a6a5c">${escapeHtml(footer)}</p>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('code' in block) return block.code;
  if ('rows' in block) return block.rows.map((row) => `${row.label}: ${row.amount}`).join('\n');
  return `${block.label}: ${checkedLink(block.link)}`;
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p style="margin:0 0 12px">${escapeHtml(block)}</p>`;
  if ('code' in block)
    return `<p style="margin:0 0 12px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(block.code)}</p>`;
  if ('rows' in block) return amountTableHtml(block.rows);
  return `<p style="margin:16px 0"><a href="${escapeHtml(checkedLink(block.link))}" style="background:#b4532a;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>`;
}

function amountTableHtml(rows: readonly AmountRow[]): string {
  const cells = rows.map((row) => {
    const weight = row.strong ? 'font-weight:bold;' : '';
    return `<tr><td style="${weight}padding:2px 12px 2px 0">${escapeHtml(row.label)}</td><td style="${weight}padding:2px 0;text-align:right;white-space:nowrap">${escapeHtml(row.amount)}</td></tr>`;
  });
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px;width:100%">${cells.join('')}</table>`;
}

/** Only web links go into a mail: a `javascript:` or relative link there is a bug. */
function checkedLink(link: string): string {
  if (!/^https?:\/\//i.test(link)) throw new Error(`a mail link must be absolute http(s): ${link}`);
  return link;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
