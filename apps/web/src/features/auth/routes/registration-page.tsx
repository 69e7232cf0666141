import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@hearth/domain/messages';
import { registerFormSchema } from '@hearth/domain/validation';
import { errorItemsFrom } from '../../../shared/api/form-errors.ts';
import { useErrorListForm } from '../../../shared/forms/use-error-list-form.ts';
import { ErrorList } from '../../../shared/ui/error-list.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { register as registerAccount } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { postLoginPath } from '../utils/sign-in-source.ts';

const FIELD_ALIASES = { identityKey: 'email' };

/** /registration, the older form: e-mail and password (accounts.md screen 4). */
export function RegistrationPage() {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const completeSignIn = useCompleteSignIn();
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: registerFormSchema,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    fields: ['email', 'password', 'confirmPassword'],
    onSubmit: async ({ email, password }) => {
      try {
        const user = await registerAccount(email, password);
        if (!user) return [{ message: MESSAGES.registrationFailed }];
        completeSignIn(user, postLoginPath({ role: user.role, chefProfile: false, freshRegistration: true }));
        return [];
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.registrationFailed, FIELD_ALIASES);
      }
    },
  });

  return (
    <div className="page page--narrow">
      <section className="card auth-card" aria-labelledby="registration-title">
        <h1 id="registration-title">{t('registration.title')}</h1>
        <p className="lead">{t('registration.lead')}</p>
        <form className="form" noValidate onSubmit={submit}>
          <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
          <TextField
            label={t('forms.fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...fieldProps('email')}
          />
          <TextField
            label={t('forms.fields.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('signIn.passwordHint')}
            {...fieldProps('password')}
          />
          <TextField
            label={t('forms.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...fieldProps('confirmPassword')}
          />
          <FormActions submitLabel={t('registration.submit')} submitting={isSubmitting} />
        </form>
      </section>
    </div>
  );
}
