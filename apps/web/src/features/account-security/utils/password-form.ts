import { z } from 'zod';
import type { PasswordProof } from '@hearth/domain/accounts';
import { pinSchema } from '@hearth/domain/fields';
import { passwordConfirmationSchema, passwordLoginSchema } from '@hearth/domain/validation';

/**
 * The password form's rule for the proof the server asks for: the current password or the mailed code is
 * required only when asked; the new password follows the registration's rule, typed twice.
 */
export function passwordFormSchema(proof: PasswordProof) {
  return z
    .object({
      currentPassword: proof === 'current-password' ? passwordLoginSchema.shape.password : z.string(),
      pin: proof === 'pin' ? pinSchema : z.string(),
    })
    .and(passwordConfirmationSchema);
}

export const EMPTY_PASSWORD_FORM = { currentPassword: '', pin: '', password: '', confirmPassword: '' };
