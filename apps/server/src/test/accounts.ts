import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mailOutbox } from '../db/schema.ts';
import { postForm } from './test-app.ts';

/**
 * Accounts for HTTP tests, made through the real registration (docs/decisions/043): /register mails a pin,
 * the test reads it from the outbox as the owner reads their inbox, /register-confirm signs in.
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
