import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { emailSchema } from '@hearth/domain/fields';
import { MESSAGES } from '@hearth/domain/messages';
import { legacyLoginSchema } from '@hearth/domain/validation';
import { useConfig } from '@/shared/api/get-config.ts';
import { errorItemsFrom } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { PASSWORD_REMOVED_PATH } from '@/shared/session/security-path.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { usePinLogin } from '../api/pin-login.ts';
import { useRequestOneTimePin } from '../api/request-one-time-pin.ts';
import { EmailField } from '../components/email-field.tsx';
import { PinField } from '../components/pin-field.tsx';
import { PinNotice } from '@/shared/ui/pin-notice.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useFieldLabels } from '../hooks/use-field-labels.ts';
import { postLoginPath } from '../utils/sign-in-source.ts';

/** The older payload names login and pw (the spec's older screen), as the server's identityKey and pin. */
const FIELD_ALIASES = { identityKey: 'login', pin: 'pw' };

/** /login, the older "Enter store" screen: e-mail and a one-time PIN. */
export function LoginPage() {
  const { t } = useTranslation();
  const fieldLabels = useFieldLabels();
  const completeSignIn = useCompleteSignIn();
  const pinLogin = usePinLogin();
  const requestOneTimePin = useRequestOneTimePin();
  const config = useConfig();
  const [pinNotice, setPinNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { form, items, idPrefix, isSubmitting, submit, fieldProps, setServerErrors } = useErrorListForm({
    schema: legacyLoginSchema,
    defaultValues: { login: '', pw: '' },
    fields: ['login', 'pw'],
    onSubmit: async ({ login, pw }) => {
      setPinNotice(null);
      try {
        const { user, passwordRemoved } = await pinLogin(login, pw);
        completeSignIn(
          user,
          passwordRemoved
            ? PASSWORD_REMOVED_PATH
            : postLoginPath({ role: user.role, chefProfile: false, freshRegistration: false }),
        );
        return [];
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.invalidCredentials, FIELD_ALIASES);
      }
    },
  });

  // A new message replaces the old ones: sending a pin clears every error line (the PIN's "required"
  // included, which no longer applies until the pin has come), and a new sign-in attempt the pin notice.
  async function sendPin() {
    setServerErrors([]);
    setPinNotice(null);
    form.clearErrors();
    const parsed = emailSchema.safeParse(form.getValues('login'));
    if (!parsed.success) {
      form.setError('login', { message: parsed.error.issues[0]?.message ?? MESSAGES.validationFailed });
      return;
    }
    setSending(true);
    try {
      setPinNotice(await requestOneTimePin(parsed.data));
    } catch (error) {
      setServerErrors(errorItemsFrom(error, MESSAGES.oneTimePinSendFailed, FIELD_ALIASES));
    } finally {
      setSending(false);
    }
  }

  const botUrl = config.data?.telegramBotUrl;

  return (
    <div className="page page--narrow">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('legacyLogin.title')}</h1>
        <p className="lead">{t('legacyLogin.lead')}</p>
        {pinNotice && <PinNotice message={pinNotice} />}
        <form className="form" noValidate onSubmit={submit}>
          <ErrorList items={items} fieldLabels={fieldLabels} idPrefix={idPrefix} />
          <EmailField label={t('forms.fields.login')} {...fieldProps('login')} />
          <button type="button" className="link-button" onClick={sendPin} disabled={sending}>
            {t('legacyLogin.sendPin')}
          </button>
          <PinField {...fieldProps('pw')} />
          <FormActions submitLabel={t('legacyLogin.submit')} submitting={isSubmitting} />
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
