import type { PinLoginModel } from '@hearth/domain/accounts';
import { apiPost } from '../../../shared/api/api-client.ts';

/**
 * POST /pin-login {identityKey, pin}: model.authorized; creates the account when the e-mail is new.
 * passwordRemoved: this sign-in removed a password somebody set at registration and never confirmed.
 */
export async function pinLogin(identityKey: string, pin: string) {
  const envelope = await apiPost<PinLoginModel>('/pin-login', { identityKey, pin });
  return { user: envelope.model?.authorized, passwordRemoved: envelope.model?.passwordRemoved === true };
}
