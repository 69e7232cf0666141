/**
 * The sign-in return: a page that needs a login sends the visitor to
 * /signin?source=one_time_pin&returnTo=/board, and the sign-in comes back there. Only a path of this site is
 * followed, so that a crafted link cannot use the log-in page to send the user on to another site.
 */

export const RETURN_TO_PARAM = 'returnTo';

/**
 * `value` when it is a path of this site: one '/' first, never '//' or '/\' (both mean another host to a
 * browser), so no scheme either; no control characters or spaces; not /signin itself. Otherwise null.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value[1] === '/' || value[1] === '\\') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  // Coming back to the log-in page itself would only ask again.
  if (/^\/signin(?:[/?#]|$)/.test(value)) return null;
  return value;
}

/** The log-in page that comes back to `returnTo`: readable, with only what must be escaped escaped. */
export function signInReturnPath(returnTo: string): string {
  const encoded = encodeURIComponent(returnTo).replace(/%2F/g, '/');
  return `/signin?source=one_time_pin&${RETURN_TO_PARAM}=${encoded}`;
}
