import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SignInSource } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { orderIdSchema, V } from '@hearth/domain/validation';
import { errorItemsFrom, type FormErrorItem } from '../../../shared/api/form-errors.ts';
import { passwordLogin } from '../api/password-login.ts';
import { pinLogin } from '../api/pin-login.ts';
import { register } from '../api/register.ts';
import { relateOrderToUser } from '../api/relate-order-to-user.ts';
import { requestOneTimePin } from '../api/request-one-time-pin.ts';
import { requestOrderRelation } from '../api/request-order-relation.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { checkoutResumePath, postLoginPath, signInPath, sourceTexts } from '../utils/sign-in-source.ts';
import { EmailStep } from './email-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { PinNotice, pinNoticeOf } from './pin-notice.tsx';
import { PinStep } from './pin-step.tsx';

type Step = 'email' | 'password' | 'pin';

/** Server field names of the auth calls, as the form's. */
const FIELD_ALIASES = { identityKey: 'email' };

interface SignInFlowProps {
  source: SignInSource;
  orderId: string;
  initialEmail: string;
  chefProfile: boolean;
  /** The page to come back to after the login (already checked to be a path of this site). */
  returnTo: string | null;
}

/** Sign-in and registration in two steps: e-mail, then password or pin (accounts.md screen 2). */
export function SignInFlow({ source, orderId, initialEmail, chefProfile, returnTo }: SignInFlowProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  // The pin request's answer: the pin was sent, or its mail waits for the mail server (pinDelayed).
  const [pinNotice, setPinNotice] = useState<string | null>(null);
  const texts = sourceTexts(source, chefProfile);

  function afterLogin(role: string, freshRegistration: boolean) {
    return postLoginPath({ role, chefProfile, freshRegistration, returnTo });
  }

  async function submitEmail(value: string): Promise<FormErrorItem[]> {
    setEmail(value);
    if (source === 'order_linking') {
      const parsed = orderIdSchema.safeParse(orderId);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? V.orderIdRequired;
        return [message === V.orderIdRequired ? { message } : { field: 'orderId', message }];
      }
      try {
        setPinNotice(pinNoticeOf(await requestOrderRelation(parsed.data, value)));
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.orderLinkingRequestFailed, FIELD_ALIASES);
      }
    } else if (source === 'one_time_pin') {
      try {
        setPinNotice(pinNoticeOf(await requestOneTimePin(value)));
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.oneTimePinSendFailed, FIELD_ALIASES);
      }
    } else {
      setStep('password');
      return [];
    }
    setStep('pin');
    return [];
  }

  async function submitPassword(password: string): Promise<FormErrorItem[]> {
    const registering = source === 'regular_registration';
    try {
      const user = registering ? await register(email, password) : await passwordLogin(email, password);
      if (!user) return [{ message: MESSAGES.serverError }];
      completeSignIn(user, afterLogin(user.role, registering));
      return [];
    } catch (error) {
      const fallback = registering ? MESSAGES.registrationFailed : MESSAGES.invalidCredentials;
      return errorItemsFrom(error, fallback, FIELD_ALIASES);
    }
  }

  async function submitPin(pin: string): Promise<FormErrorItem[]> {
    if (source === 'order_linking') {
      try {
        const user = await relateOrderToUser(orderId.trim(), email, pin);
        completeSignIn(user, checkoutResumePath(orderId.trim()));
        return [];
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.orderLinkingFailed, FIELD_ALIASES);
      }
    }
    try {
      const user = await pinLogin(email, pin);
      if (!user) return [{ message: MESSAGES.serverError }];
      completeSignIn(user, afterLogin(user.role, false));
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.invalidCredentials, FIELD_ALIASES);
    }
  }

  function back() {
    setPinNotice(null);
    setStep('email');
  }

  return (
    <section className="card auth-card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t(texts.title)}</h1>
      <p className="lead">{t(texts.lead, { orderId })}</p>

      {pinNotice && step === 'pin' && <PinNotice message={pinNotice} />}

      {step === 'email' && (
        <EmailStep defaultEmail={email} submitLabel={t(texts.emailSubmit)} onSubmit={submitEmail} />
      )}
      {step === 'password' && (
        <PasswordStep
          email={email}
          isNewPassword={source === 'regular_registration'}
          submitLabel={t(texts.secretSubmit)}
          onSubmit={submitPassword}
          onBack={back}
        />
      )}
      {step === 'pin' && (
        <PinStep email={email} submitLabel={t(texts.secretSubmit)} onSubmit={submitPin} onBack={back} />
      )}

      <SwitchLinks source={source} chefProfile={chefProfile} returnTo={returnTo} />
    </section>
  );
}

interface SwitchLinksProps {
  source: SignInSource;
  chefProfile: boolean;
  returnTo: string | null;
}

/** The other ways in; each keeps the chef intent and the page to come back to. */
function SwitchLinks({ source, chefProfile, returnTo }: SwitchLinksProps) {
  const { t } = useTranslation();
  if (source === 'regular_registration') {
    return (
      <p className="auth-card__switch">
        {t('signIn.alreadyHaveAccount')}{' '}
        <Link to={signInPath('one_time_pin', chefProfile, returnTo)}>{t('signIn.logInLink')}</Link>
      </p>
    );
  }
  if (source === 'order_linking') return null;
  const other = source === 'one_time_pin' ? 'regular_login' : 'one_time_pin';
  return (
    <div className="auth-card__switch">
      <p>
        <Link to={signInPath(other, chefProfile, returnTo)}>
          {t(other === 'regular_login' ? 'signIn.usePassword' : 'signIn.usePin')}
        </Link>
      </p>
      <p>
        {t('signIn.noAccount')}{' '}
        <Link to={signInPath('regular_registration', chefProfile, returnTo)}>
          {t('signIn.createAccountLink')}
        </Link>
      </p>
    </div>
  );
}
