import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { registerFormSchema } from '@hearth/domain/validation';
import { errorItemsFrom, type FormErrorItem } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { NewPasswordFields } from '@/shared/ui/new-password-fields.tsx';
import { StepList } from '@/shared/ui/step-list.tsx';
import { useConfirmRegistration } from '../api/confirm-registration.ts';
import { useRequestRegistration } from '../api/register.ts';
import { PinNotice } from '@/shared/ui/pin-notice.tsx';
import { EmailField } from '../components/email-field.tsx';
import { PinStep } from '../components/pin-step.tsx';
import { ResendCode } from '../components/resend-code.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { postLoginPath, REGISTRATION_STEPS } from '../utils/sign-in-source.ts';

const FIELD_ALIASES = { identityKey: 'email' };

interface Account {
  email: string;
  /** Kept in memory only, for the confirmation that comes with the mailed code. */
  password: string;
  notice: string;
}

/**
 * /registration, the older form: e-mail and password, then the code mailed to the
 * address, which proves it before the account exists (decision 043).
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const sendCode = useRequestRegistration();
  const confirmRegistration = useConfirmRegistration();
  const [account, setAccount] = useState<Account | null>(null);

  async function confirm(pin: string): Promise<FormErrorItem[]> {
    if (!account) return [];
    try {
      const user = await confirmRegistration(account.email, account.password, pin);
      completeSignIn(user, postLoginPath({ role: user.role, chefProfile: false, freshRegistration: true }));
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.registrationFailed, FIELD_ALIASES);
    }
  }

  return (
    <div className="page page--narrow">
      <section className="card auth-card" aria-labelledby="registration-title">
        <h1 id="registration-title">{t('registration.title')}</h1>
        <p className="lead">{t('registration.lead')}</p>
        <StepList label={t('signIn.steps.label')} steps={REGISTRATION_STEPS} current={account ? 1 : 0} />
        {account ? (
          <>
            <PinNotice message={account.notice} />
            <PinStep
              email={account.email}
              submitLabel={t('signIn.confirmRegistration')}
              onSubmit={confirm}
              onBack={() => setAccount(null)}
            >
              <ResendCode
                send={() => sendCode(account.email, account.password)}
                onSent={(notice) => setAccount({ ...account, notice })}
                fallback={MESSAGES.registrationFailed}
              />
            </PinStep>
          </>
        ) : (
          <AccountForm
            onSubmit={async (email, password) => {
              try {
                setAccount({ email, password, notice: await sendCode(email, password) });
                return [];
              } catch (error) {
                return errorItemsFrom(error, MESSAGES.registrationFailed, FIELD_ALIASES);
              }
            }}
          />
        )}
      </section>
    </div>
  );
}

function AccountForm({
  onSubmit,
}: {
  onSubmit: (email: string, password: string) => Promise<FormErrorItem[]>;
}) {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: registerFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    fields: ['email', 'password', 'confirmPassword'],
    onSubmit: ({ email, password }) => onSubmit(email, password),
  });
  return (
    <form className="form" noValidate onSubmit={submit}>
      <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
      <EmailField {...fieldProps('email')} />
      <NewPasswordFields password={fieldProps('password')} confirmPassword={fieldProps('confirmPassword')} />
      <FormActions submitLabel={t('registration.submit')} submitting={isSubmitting} />
    </form>
  );
}
