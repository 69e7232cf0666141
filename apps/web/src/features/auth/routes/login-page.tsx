import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PIN_LENGTH } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { emailSchema, legacyLoginSchema } from '@hearth/domain/validation';
import { useConfig } from '../../../shared/api/get-config.ts';
import {
  clientErrorItems,
  errorItemsFrom,
  hasFieldError,
  type FormErrorItem,
} from '../../../shared/api/form-errors.ts';
import { ErrorList, errorLineId } from '../../../shared/ui/error-list.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { pinLogin } from '../api/pin-login.ts';
import { requestOneTimePin } from '../api/request-one-time-pin.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { postLoginPath } from '../utils/sign-in-source.ts';

/** The older payload names login and pw (accounts.md section 3), as the server's identityKey and pin. */
const FIELD_ALIASES = { identityKey: 'login', pin: 'pw' };

/** /login, the older "Enter store" screen: e-mail and a one-time PIN (accounts.md screen 3). */
export function LoginPage() {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const idPrefix = useId();
  const completeSignIn = useCompleteSignIn();
  const config = useConfig();
  const [serverErrors, setServerErrors] = useState<FormErrorItem[]>([]);
  const [pinSent, setPinSent] = useState(false);
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(legacyLoginSchema), defaultValues: { login: '', pw: '' } });

  const items = [...clientErrorItems(errors, ['login', 'pw']), ...serverErrors];

  async function sendPin() {
    setServerErrors([]);
    setPinSent(false);
    const parsed = emailSchema.safeParse(getValues('login'));
    if (!parsed.success) {
      setError('login', { message: parsed.error.issues[0]?.message ?? MESSAGES.validationFailed });
      return;
    }
    clearErrors('login');
    setSending(true);
    try {
      await requestOneTimePin(parsed.data);
      setPinSent(true);
    } catch (error) {
      setServerErrors(errorItemsFrom(error, MESSAGES.oneTimePinSendFailed, FIELD_ALIASES));
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(
    async ({ login, pw }) => {
      setServerErrors([]);
      try {
        const user = await pinLogin(login, pw);
        if (!user) {
          setServerErrors([{ message: MESSAGES.serverError }]);
          return;
        }
        completeSignIn(
          user,
          postLoginPath({ role: user.role, chefProfile: false, freshRegistration: false }),
        );
      } catch (error) {
        setServerErrors(errorItemsFrom(error, MESSAGES.invalidCredentials, FIELD_ALIASES));
      }
    },
    () => setServerErrors([]),
  );

  const botUrl = config.data?.telegramBotUrl;

  return (
    <div className="page page--narrow">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('legacyLogin.title')}</h1>
        <p className="lead">{t('legacyLogin.lead')}</p>
        {pinSent && (
          <p className="notice notice--success" role="status">
            {t(MESSAGES.oneTimePinSent)}
          </p>
        )}
        <form className="form" noValidate onSubmit={submit}>
          <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
          <TextField
            label={t('forms.fields.login')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            invalid={hasFieldError(items, 'login')}
            errorId={errorLineId(idPrefix, 'login')}
            {...register('login')}
          />
          <button type="button" className="link-button" onClick={sendPin} disabled={sending}>
            {t('legacyLogin.sendPin')}
          </button>
          <TextField
            label={t('forms.fields.pin')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PIN_LENGTH}
            required
            invalid={hasFieldError(items, 'pw')}
            errorId={errorLineId(idPrefix, 'pw')}
            {...register('pw')}
          />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>
              {t('legacyLogin.submit')}
            </button>
          </div>
        </form>
        {botUrl && (
          <p className="auth-card__switch">
            <a href={botUrl} target="_blank" rel="noopener noreferrer">
              {t('legacyLogin.botLink')}
            </a>
          </p>
        )}
      </section>
    </div>
  );
}
