/** The prefix of this page's queries: a change of password or sessions reads them all again. */
export const SECURITY_QUERY_KEY = ['account-security'] as const;
