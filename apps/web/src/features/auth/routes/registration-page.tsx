import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@hearth/domain/messages';
import { registerFormSchema } from '@hearth/domain/validation';
import {
  clientErrorItems,
  errorItemsFrom,
  hasFieldError,
  type FormErrorItem,
} from '../../../shared/api/form-errors.ts';
import { ErrorList, errorLineId } from '../../../shared/ui/error-list.tsx';
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
  const idPrefix = useId();
  const completeSignIn = useCompleteSignIn();
  const [serverErrors, setServerErrors] = useState<FormErrorItem[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const items = [...clientErrorItems(errors, ['email', 'password', 'confirmPassword']), ...serverErrors];
  const submit = handleSubmit(
    async ({ email, password }) => {
      setServerErrors([]);
      try {
        const user = await registerAccount(email, password);
        if (!user) {
          setServerErrors([{ message: MESSAGES.registrationFailed }]);
          return;
        }
        completeSignIn(user, postLoginPath({ role: user.role, chefProfile: false, freshRegistration: true }));
      } catch (error) {
        setServerErrors(errorItemsFrom(error, MESSAGES.registrationFailed, FIELD_ALIASES));
      }
    },
    () => setServerErrors([]),
  );

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
            invalid={hasFieldError(items, 'email')}
            errorId={errorLineId(idPrefix, 'email')}
            {...register('email')}
          />
          <TextField
            label={t('forms.fields.password')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('signIn.passwordHint')}
            invalid={hasFieldError(items, 'password')}
            errorId={errorLineId(idPrefix, 'password')}
            {...register('password')}
          />
          <TextField
            label={t('forms.fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            invalid={hasFieldError(items, 'confirmPassword')}
            errorId={errorLineId(idPrefix, 'confirmPassword')}
            {...register('confirmPassword')}
          />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {t('registration.submit')}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
