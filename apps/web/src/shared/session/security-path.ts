/** The account's security page: the password and the sessions. */
export const SECURITY_PATH = '/profile/security';

/** Set when a pin sign-in removed a password somebody else had set at registration and never confirmed. */
export const PASSWORD_REMOVED_PARAM = 'passwordRemoved';

/** Where a pin sign-in that removed such a password goes: the notice, and the form to set one's own. */
export const PASSWORD_REMOVED_PATH = `${SECURITY_PATH}?${PASSWORD_REMOVED_PARAM}=true`;
