import { PIN_MAX_WRONG_ATTEMPTS, PIN_TTL_MINUTES, type Language } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import type { FastifyInstance } from 'fastify';
import { Invalid, TooManyRequests } from '../../errors.ts';
import type { MailRequest } from '../mail/mail-service.ts';
import type { TemplateName, TemplateParams } from '../mail/templates.ts';
import * as repo from './auth-repository.ts';
import { generatePin, hashPin, pinMatches } from './secrets.ts';

/**
 * One-time pins (DESIGN.md section 3): 6 random digits, stored hashed, valid 10 minutes, single use, at most
 * 5 wrong tries; sends limited per e-mail and per client address. Other modules (order linking, transfers)
 * use the same pins with their own purpose.
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
    /** The signed-in user who asked for a pin to their own address; absent when a visitor asked. */
    signedInUserId?: number;
  },
): Promise<PinDelivery> {
  const { config } = app;
  await app.hitRateLimit(`pin-send:email:${input.email}`, config.PIN_SENDS_PER_HOUR, HOUR);
  await app.hitRateLimit(`pin-send:ip:${input.clientIp}`, config.PIN_SENDS_PER_HOUR * 4, HOUR);
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
