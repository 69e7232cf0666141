import { PIN_MAX_WRONG_ATTEMPTS, PIN_TTL_MINUTES, type Language } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Invalid, TooManyRequests } from '../../errors.ts';
import type { MailRequest } from '../mail/mail-service.ts';
import type { TemplateName, TemplateParams } from '../mail/templates.ts';
import * as repo from './auth-repository.ts';
import { generatePin, hashPin, pinMatches } from './secrets.ts';

/**
 * One-time pins: 6 random digits, stored hashed, valid 10 minutes, single use, at most 5 wrong tries. Other
 * modules (order linking, transfers, DOGE payments) use the same pins with their own purpose. Sends are
 * limited by who asked (decision 045): a signed-in user's pins to their own address have a bucket per user
 * and purpose that visitors never touch; visitors' sends are limited per address (extra ones dropped
 * without a word) and per client address; every address has a cap on pin mails an hour.
 */

const HOUR = 3600;

/** Templates whose mail carries a pin: their parameters include the pin and its validity. */
type PinTemplate = {
  [T in TemplateName]: TemplateParams[T] extends { pin: string; minutes: number } ? T : never;
}[TemplateName];

/** The mail a pin travels in, with its parameters other than the pin: the sign-in code mail by default. */
export type PinMail = {
  [T in PinTemplate]: { template: T; params: Omit<TemplateParams[T], 'pin' | 'minutes'> };
}[PinTemplate];

/**
 * What the pin request answers: sent, or delayed when the mail server refused the mail or could not be
 * reached (the pin stays valid and its mail is retried from the outbox). Without SMTP_URL, or when the
 * first attempt is not over in time, it counts as sent: only a known failure changes the answer.
 */
export type PinDelivery = 'sent' | 'delayed';

/** The answer's message: the caller's "pin sent" key, or the one that says the mail is on its way later. */
export function pinMessage(delivery: PinDelivery, sentMessage: string): string {
  return delivery === 'delayed' ? MESSAGES.pinDelayed : sentMessage;
}

export async function sendPin(
  app: FastifyInstance,
  input: {
    email: string;
    purpose: string;
    language: Language;
    clientIp: string;
    mail?: PinMail;
    /**
     * The signed-in user who asked for a pin to their own address (never to someone else's); absent when a
     * visitor asked. It decides which limits the send counts in.
     */
    signedInUserId?: number;
  },
): Promise<PinDelivery> {
  if (!(await mayMail(app, input))) return 'sent';
  const pin = generatePin();
  const now = app.clock();
  const mailId = await app.db.transaction(async (tx) => {
    await repo.insertPin(tx, {
      email: input.email,
      purpose: input.purpose,
      pinHash: hashPin(input.email, pin),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PIN_TTL_MINUTES * 60_000),
    });
    const mail = input.mail ?? { template: 'one-time-pin', params: {} };
    // The union of pin templates is not one MailRequest<T> to the compiler; each member is one.
    const request = {
      to: input.email,
      template: mail.template,
      language: input.language,
      params: { ...mail.params, pin, minutes: PIN_TTL_MINUTES },
    } as MailRequest<PinTemplate>;
    return app.mail.enqueue(request, tx, { firstAttemptByCaller: true });
  });
  await repo.deleteOldPins(app.db, new Date(now.getTime() - 24 * HOUR * 1000));
  // The same wait whether or not the e-mail has an account: the answer tells nothing about the account.
  return (await app.mail.firstAttempt(mailId)) === 'failed' ? 'delayed' : 'sent';
}

/**
 * Whether this send may go out, counting it in the limits of whoever asked. A signed-in user's own limit
 * and a visitor's per-client limit answer 429 (they only stop the requester). A visitor past the address's
 * limit gets no mail and the same answer as a send: a 429 would itself lock the owner out and tell the
 * requester about the address. Past its hourly visitor sends an address still gets one pin per pin lifetime,
 * so a valid pin is always in the owner's mailbox (decision 045).
 */
async function mayMail(
  app: FastifyInstance,
  input: { email: string; purpose: string; clientIp: string; signedInUserId?: number },
): Promise<boolean> {
  const perHour = app.config.PIN_SENDS_PER_HOUR;
  const mailboxCap = (): Promise<boolean> =>
    app.withinRateLimit(`pin-send:mailbox:${input.email}`, perHour * MAILBOX_CAP_FACTOR, HOUR);
  if (input.signedInUserId !== undefined) {
    const kind = purposeKind(input.purpose);
    await app.hitRateLimit(`pin-send:user:${input.signedInUserId}:${kind}`, perHour, HOUR);
    if (!(await mailboxCap())) throw new TooManyRequests();
    return true;
  }
  await app.hitRateLimit(`pin-send:ip:${input.clientIp}`, perHour * 4, HOUR);
  const allowed =
    ((await app.withinRateLimit(`pin-send:visitor:${input.email}`, perHour, HOUR)) ||
      (await app.withinRateLimit(`pin-send:visitor-trickle:${input.email}`, 1, PIN_TTL_MINUTES * 60))) &&
    (await mailboxCap());
  if (!allowed) {
    app.log.warn(
      { purpose: purposeKind(input.purpose), address: addressTag(input.email), clientIp: input.clientIp },
      'pin send dropped: the address had its visitor pins for this hour',
    );
  }
  return allowed;
}

/**
 * The pin mails one address may receive in an hour, as a multiple of PIN_SENDS_PER_HOUR: above what
 * visitors can cause (their hourly sends plus one per pin lifetime), so only the owner's own sends reach it.
 */
const MAILBOX_CAP_FACTOR = 6;

/** The purpose without the id it names: `transfer:12` and `transfer:13` share one limit. */
export function purposeKind(purpose: string): string {
  return purpose.split(':')[0] ?? purpose;
}

/** Names an address in the logs without writing it there. */
function addressTag(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 12);
}

/** Accepts the newest pin of the e-mail once; a wrong, expired, used or exhausted pin throws. */
export async function checkPin(
  app: FastifyInstance,
  input: { email: string; purpose: string; pin: string },
): Promise<void> {
  const now = app.clock();
  const row = await repo.findLatestPin(app.db, input.email, input.purpose, now);
  if (!row) throw new Invalid(MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] });
  if (row.wrongAttempts >= PIN_MAX_WRONG_ATTEMPTS) throw new TooManyRequests(MESSAGES.tooManyPinAttempts);
  if (!pinMatches(row.pinHash, input.email, input.pin)) {
    const wrong = await repo.countWrongPin(app.db, row.id);
    if (wrong >= PIN_MAX_WRONG_ATTEMPTS) throw new TooManyRequests(MESSAGES.tooManyPinAttempts);
    throw new Invalid(MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] });
  }
  if (!(await repo.consumePin(app.db, row.id, now, PIN_MAX_WRONG_ATTEMPTS))) {
    throw new Invalid(MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] });
  }
}
