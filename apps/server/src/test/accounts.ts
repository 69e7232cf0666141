import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Language } from '@hearth/domain/constants';
import { mailOutbox } from '../db/schema.ts';
import { insertUser } from '../modules/auth/auth-repository.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { postForm } from './test-app.ts';

/**
 * Accounts for HTTP tests (docs/decisions/043). `registerAndConfirm` takes the real registration: /register
 * mails a pin, the test reads it from the outbox as the owner reads their inbox, /register-confirm signs in.
 * `verifiedAccount` writes the account a confirmed registration leaves and signs in by password, sending no
 * mail: the tests of other things neither count its mails nor need a mail server that keeps the pin.
 */

/** The 6-digit pin of the newest mail of a template to an address. */
export async function mailedPin(app: FastifyInstance, email: string, template: string): Promise<string> {
  const [mail] = await app.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const pin = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!pin) throw new Error(`no ${template} mail with a pin to ${email}`);
  return pin;
}

/** Registers and confirms an address; answers /register-confirm's response (its session cookie, its model). */
export async function registerAndConfirm(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const registered = await postForm(app, '/register', { identityKey: email, password }, headers);
  if (registered.statusCode !== 200) return registered;
  const pin = await mailedPin(app, email.toLowerCase(), 'registration-pin');
  return postForm(app, '/register-confirm', { identityKey: email, password, pin }, headers);
}

/** One hash per password: argon2 is slow on purpose, and a salted hash serves any number of test accounts. */
const hashes = new Map<string, Promise<string>>();

/** A verified account with this password, signed in by /pw-login; answers that response. */
export async function verifiedAccount(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { language?: Language } = {},
): Promise<LightMyRequestResponse> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  await insertUser(app.db, {
    email: email.toLowerCase(),
    passwordHash: await hashes.get(password)!,
    language: options.language ?? 'en',
    emailVerifiedAt: app.clock(),
  });
  return postForm(app, '/pw-login', { identityKey: email, password });
}
