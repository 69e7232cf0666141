import type { OutboxMail } from './mail-repository.ts';
import { escapeHtml } from './templates.ts';

/** The dev mailbox as a page: newest first, each mail's text, and its HTML in a sandboxed frame. */
export function renderMailboxPage(
  mails: OutboxMail[],
  options: { to?: string; delivers: boolean; styleNonce: string },
): string {
  const to = options.to ?? '';
  const note = options.delivers
    ? 'SMTP_URL is set: mails are delivered through SMTP and listed here too.'
    : 'SMTP_URL is not set: mails are not sent; they wait here (and in the server log).';
  const items = mails.length
    ? mails.map(mailItem).join('\n')
    : `<p class="empty">No mails${to ? ` to ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hearth dev mailbox</title>
<style nonce="${options.styleNonce}">
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:880px;padding:16px;color:#2b2118;background:#faf7f2}
h1{font-size:1.4rem;margin:0 0 4px}
form{margin:12px 0 16px;display:flex;gap:8px}
input{flex:1;padding:6px;font:inherit}
article{background:#fff;border:1px solid #e4dacd;border-radius:8px;padding:12px 16px;margin:0 0 12px}
h2{font-size:1.05rem;margin:0 0 4px}
.meta{color:#6b5a4b;font-size:.9rem;margin:0 0 8px}
.sent{color:#1e6b34}.waiting{color:#9a5a00}
pre{white-space:pre-wrap;background:#f6f1ea;padding:8px;border-radius:6px;margin:0 0 8px}
iframe{width:100%;height:360px;border:1px solid #e4dacd;border-radius:6px;background:#fff}
</style>
</head>
<body>
<h1>Hearth dev mailbox</h1>
<p class="meta">${escapeHtml(note)} Newest first, at most 100. JSON: send <code>Accept: application/json</code>.</p>
<form method="get" action="/dev/mailbox">
<label for="to">Recipient</label>
<input id="to" name="to" type="search" value="${escapeHtml(to)}" placeholder="e-mail address">
<button type="submit">Filter</button>
<a href="/dev/mailbox">All</a>
</form>
${items}
</body>
</html>
`;
}

function mailItem(mail: OutboxMail): string {
  const status = mail.sentAt
    ? `<span class="sent">sent ${time(mail.sentAt)}</span>`
    : `<span class="waiting">waiting${mail.attempts ? ` (${mail.attempts} failed attempts: ${escapeHtml(mail.lastError ?? '')})` : ''}</span>`;
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.recipient)}</strong> · ${time(mail.createdAt)} · ${escapeHtml(mail.template)} (${escapeHtml(mail.language)}) · ${status}</p>
<pre>${escapeHtml(mail.textBody)}</pre>
<details><summary>HTML version</summary><iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.htmlBody)}"></iframe></details>
</article>`;
}

function time(date: Date): string {
  return `<time datetime="${date.toISOString()}">${date.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>`;
}
