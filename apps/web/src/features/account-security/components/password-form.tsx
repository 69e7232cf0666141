import { type ComponentProps, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { PasswordProof } from '@hearth/domain/accounts';
import { PIN_LENGTH } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { errorItemsFrom } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { NewPasswordFields } from '@/shared/ui/new-password-fields.tsx';
import { PinNotice } from '@/shared/ui/pin-notice.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useRequestPasswordPin } from '../api/request-password-pin.ts';
import { EMPTY_PASSWORD_FORM, passwordFormSchema } from '../utils/password-form.ts';

interface PasswordFormProps {
  proof: PasswordProof;
  hasPassword: boolean;
  onChanged: () => void;
}

/** Sets or changes the password, asking for the proof the server names: current password, mailed code or none. */
export function PasswordForm({ proof, hasPassword, onChanged }: PasswordFormProps) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const fieldLabels = {
    currentPassword: t('accountSecurity.password.currentPassword'),
    pin: t('accountSecurity.password.code'),
    // Never just "Password": that is the section's own name.
    password: t('accountSecurity.password.newPassword'),
    confirmPassword: t('forms.fields.confirmPassword'),
  };
  const { form, items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: passwordFormSchema(proof),
    defaultValues: EMPTY_PASSWORD_FORM,
    fields: ['currentPassword', 'pin', 'password', 'confirmPassword'],
    onSubmit: async ({ currentPassword, pin, password }) => {
      try {
        await changePassword.mutateAsync({
          password,
          currentPassword: proof === 'current-password' ? currentPassword : undefined,
          pin: proof === 'pin' ? pin : undefined,
        });
        form.reset(EMPTY_PASSWORD_FORM);
        onChanged();
        return [];
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.serverError);
      }
    },
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      {proof === 'current-password' && (
        <TextField
          label={fieldLabels.currentPassword}
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps('currentPassword')}
        />
      )}
      {proof === 'pin' && <PinProof codeField={fieldProps('pin')} label={fieldLabels.pin} />}
      <NewPasswordFields
        label={fieldLabels.password}
        password={fieldProps('password')}
        confirmPassword={fieldProps('confirmPassword')}
      />
      {hasPassword && <p className="muted">{t('accountSecurity.password.othersSignedOut')}</p>}
      <FormActions
        submitLabel={t(hasPassword ? 'accountSecurity.password.change' : 'accountSecurity.password.set')}
        submitting={isSubmitting}
      />
    </form>
  );
}

interface PinProofProps {
  codeField: Omit<ComponentProps<typeof TextField>, 'label'>;
  label: string;
}

/** "Send me a code" and the field of the code the server mails to the signed-in user. */
function PinProof({ codeField, label }: PinProofProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);
  const requestPasswordPin = useRequestPasswordPin();

  async function send() {
    setSending(true);
    setNotice(null);
    try {
      setNotice({ message: await requestPasswordPin(), failed: false });
    } catch (error) {
      setNotice({ message: errorItemsFrom(error, MESSAGES.oneTimePinSendFailed)[0]!.message, failed: true });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <p>{t('accountSecurity.password.pinProof')}</p>
      <div>
        <button type="button" className="button button--ghost" onClick={() => void send()} disabled={sending}>
          {t('accountSecurity.password.sendCode')}
        </button>
      </div>
      {notice &&
        (notice.failed ? (
          <p className="notice notice--error" role="alert">
            {translateMessage(t, notice.message)}
          </p>
        ) : (
          <PinNotice message={notice.message} />
        ))}
      <TextField
        label={label}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PIN_LENGTH}
        required
        {...codeField}
      />
    </>
  );
}
