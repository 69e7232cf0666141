import type { AuthorizedModel } from '@hearth/domain/api';
import { apiPost } from '../../../shared/api/api-client.ts';

export interface PinLoginModel extends AuthorizedModel {
  /** This sign-in removed a password somebody set at registration for this address and never confirmed. */
  passwordRemoved?: boolean;
}

/** POST /pin-login {identityKey, pin}: model.authorized; creates the account when the e-mail is new. */
export async function pinLogin(identityKey: string, pin: string) {
  const envelope = await apiPost<PinLoginModel>('/pin-login', { identityKey, pin });
  return { user: envelope.model?.authorized, passwordRemoved: envelope.model?.passwordRemoved === true };
}
