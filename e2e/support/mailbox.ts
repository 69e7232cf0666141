import type { DevMail as Mail } from '@hearth/domain/api';

interface MailboxAnswer {
  success: boolean;
  model?: { mails: Mail[] };
}

export async function readMailbox(baseURL: string, to: string): Promise<Mail[]> {
  const res = await fetch(`${baseURL}/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`GET /dev/mailbox answered ${res.status}`);
  const body = (await res.json()) as MailboxAnswer;
  return body.model?.mails ?? [];
}

/**
 * The pin of the newest e-mail to `to` that is not among `seenIds` (the ids present before the pin was asked
 * for), waiting up to ten seconds for it to arrive.
 */
export async function waitForPin(
  baseURL: string,
  to: string,
  seenIds: ReadonlyArray<Mail['id']> = [],
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const fresh = (await readMailbox(baseURL, to)).find((mail) => !seenIds.includes(mail.id));
    const pin = fresh?.text.match(/\b(\d{6})\b/)?.[1];
    if (pin) return pin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new e-mail with a 6-digit pin for ${to} within 10 s`);
}
