import { readPreferredLanguage } from '../i18n/preferred-language.ts';

/** What a form-encoded POST body is made of; null and undefined values are left out. */
export type FormValue = string | number | boolean | null | undefined;
export type FormBody = Record<string, FormValue>;

export function toFormBody(body: FormBody): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/** The fetch options of every API call (the API client's and the early ones alike). */
export function apiRequestInit(method: 'GET' | 'POST', body?: URLSearchParams): RequestInit {
  return {
    method,
    // The chosen language, so mails to a new account (a pin, a confirmation) are written in it.
    headers: { Accept: 'application/json', 'Accept-Language': readPreferredLanguage() },
    body,
    credentials: 'same-origin',
  };
}
