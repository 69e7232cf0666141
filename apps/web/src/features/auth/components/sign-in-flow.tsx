import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { SignInSource } from '@hearth/domain/constants';
import { MESSAGES } from '@hearth/domain/messages';
import { orderIdSchema, V } from '@hearth/domain/validation';
import { errorItemsFrom, type FormErrorItem } from '@/shared/api/form-errors.ts';
import { PASSWORD_REMOVED_PATH } from '@/shared/session/security-path.ts';
import { StepList } from '@/shared/ui/step-list.tsx';
import { useConfirmRegistration } from '../api/confirm-registration.ts';
import { usePasswordLogin } from '../api/password-login.ts';
import { usePinLogin } from '../api/pin-login.ts';
import { useRequestRegistration } from '../api/register.ts';
import { useRelateOrderToUser } from '../api/relate-order-to-user.ts';
import { useRequestOneTimePin } from '../api/request-one-time-pin.ts';
import { useRequestOrderRelation } from '../api/request-order-relation.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import {
  checkoutResumePath,
  passwordResetPath,
  postLoginPath,
  REGISTRATION_STEPS,
  signInPath,
  sourceTexts,
} from '../utils/sign-in-source.ts';
import { EmailStep } from './email-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { PinNotice } from '@/shared/ui/pin-notice.tsx';
import { PinStep } from './pin-step.tsx';
import { ResendCode } from './resend-code.tsx';

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

/**
 * Sign-in and registration in two steps: e-mail, then password or pin. Registration
 * has a third: the code mailed to the address, which proves it before the account exists (decision 043); the
 * password waits in memory for it.
 */
export function SignInFlow({ source, orderId, initialEmail, chefProfile, returnTo }: SignInFlowProps) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const requestOrderRelation = useRequestOrderRelation();
  const requestOneTimePin = useRequestOneTimePin();
  const requestRegistration = useRequestRegistration();
  const passwordLogin = usePasswordLogin();
  const confirmRegistration = useConfirmRegistration();
  const relateOrderToUser = useRelateOrderToUser();
  const pinLogin = usePinLogin();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  // The pin request's answer: the pin was sent, or its mail waits for the mail server (pinDelayed).
  const [pinNotice, setPinNotice] = useState<string | null>(null);
  const texts = sourceTexts(source, chefProfile);
  const registering = source === 'regular_registration';

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
        setPinNotice(await requestOrderRelation(parsed.data, value));
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.orderLinkingRequestFailed, FIELD_ALIASES);
      }
    } else if (source === 'one_time_pin') {
      try {
        setPinNotice(await requestOneTimePin(value));
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

  async function sendRegistrationCode(newPassword: string): Promise<string> {
    return requestRegistration(email, newPassword);
  }

  async function submitPassword(value: string): Promise<FormErrorItem[]> {
    if (registering) {
      try {
        setPinNotice(await sendRegistrationCode(value));
        setPassword(value);
        setStep('pin');
        return [];
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.registrationFailed, FIELD_ALIASES);
      }
    }
    try {
      const user = await passwordLogin(email, value);
      completeSignIn(user, afterLogin(user.role, false));
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.invalidCredentials, FIELD_ALIASES);
    }
  }

  async function submitRegistrationCode(pin: string): Promise<FormErrorItem[]> {
    try {
      const user = await confirmRegistration(email, password, pin);
      completeSignIn(user, afterLogin(user.role, true));
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.registrationFailed, FIELD_ALIASES);
    }
  }

  async function submitPin(pin: string): Promise<FormErrorItem[]> {
    if (registering) return submitRegistrationCode(pin);
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
      const { user, passwordRemoved } = await pinLogin(email, pin);
      completeSignIn(user, passwordRemoved ? PASSWORD_REMOVED_PATH : afterLogin(user.role, false));
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.invalidCredentials, FIELD_ALIASES);
    }
  }

  function back() {
    setPinNotice(null);
    setPassword('');
    // A registration's code step goes back to its password, which the user types again.
    setStep(registering && step === 'pin' ? 'password' : 'email');
  }

  return (
    <section className="card auth-card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t(texts.title)}</h1>
      <p className="lead">{t(texts.lead, { orderId })}</p>
      {registering && (
        <StepList
          label={t('signIn.steps.label')}
          steps={REGISTRATION_STEPS}
          current={step === 'pin' ? 1 : 0}
        />
      )}

      {pinNotice && step === 'pin' && <PinNotice message={pinNotice} />}

      {step === 'email' && (
        <EmailStep defaultEmail={email} submitLabel={t(texts.emailSubmit)} onSubmit={submitEmail} />
      )}
      {step === 'password' && (
        <PasswordStep
          email={email}
          isNewPassword={registering}
          submitLabel={t(texts.secretSubmit)}
          onSubmit={submitPassword}
          onBack={back}
        />
      )}
      {step === 'password' && source === 'regular_login' && (
        <p className="auth-card__switch">
          <Link to={passwordResetPath(email, returnTo)}>{t('signIn.forgotPassword')}</Link>
        </p>
      )}
      {step === 'pin' && (
        <PinStep
          email={email}
          submitLabel={t(registering ? 'signIn.confirmRegistration' : texts.secretSubmit)}
          onSubmit={submitPin}
          onBack={back}
        >
          {registering && (
            <ResendCode
              send={() => sendRegistrationCode(password)}
              onSent={setPinNotice}
              fallback={MESSAGES.registrationFailed}
            />
          )}
        </PinStep>
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
