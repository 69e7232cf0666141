import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { errorItemsFrom, type FormErrorItem } from '@/shared/api/form-errors.ts';
import { RETURN_TO_PARAM, safeReturnTo } from '@/shared/session/return-to.ts';
import { StepList } from '@/shared/ui/step-list.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { EmailStep } from '../components/email-step.tsx';
import { PinNotice } from '@/shared/ui/pin-notice.tsx';
import { ResendCode } from '../components/resend-code.tsx';
import { ResetPasswordStep } from '../components/reset-password-step.tsx';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { PASSWORD_RESET_STEPS, postLoginPath, signInPath } from '../utils/sign-in-source.ts';

const FIELD_ALIASES = { identityKey: 'email' };

/**
 * /password-reset?email=&returnTo=: "Forgot password?" of the password log-in. The address gets a code (the
 * answer is the same whether it has an account or not); the code and a new password end signed in.
 */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const completeSignIn = useCompleteSignIn();
  const sendCode = useRequestPasswordReset();
  const resetPassword = useResetPassword();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [notice, setNotice] = useState<string | null>(null);

  async function submitEmail(value: string): Promise<FormErrorItem[]> {
    try {
      setNotice(await sendCode(value));
      setEmail(value);
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.oneTimePinSendFailed, FIELD_ALIASES);
    }
  }

  async function submitReset(pin: string, password: string): Promise<FormErrorItem[]> {
    try {
      const user = await resetPassword(email, pin, password);
      completeSignIn(
        user,
        postLoginPath({ role: user.role, chefProfile: false, freshRegistration: false, returnTo }),
      );
      return [];
    } catch (error) {
      return errorItemsFrom(error, MESSAGES.invalidPin, FIELD_ALIASES);
    }
  }

  return (
    <div className="page page--narrow">
      <section className="card auth-card" aria-labelledby="password-reset-title">
        <h1 id="password-reset-title">{t('passwordReset.title')}</h1>
        <p className="lead">{t('passwordReset.lead')}</p>
        <StepList
          label={t('passwordReset.steps.label')}
          steps={PASSWORD_RESET_STEPS}
          current={notice ? 1 : 0}
        />
        {notice ? (
          <>
            <PinNotice message={notice} />
            <ResetPasswordStep email={email} onSubmit={submitReset} onBack={() => setNotice(null)}>
              <ResendCode
                send={() => sendCode(email)}
                onSent={setNotice}
                fallback={MESSAGES.oneTimePinSendFailed}
              />
            </ResetPasswordStep>
          </>
        ) : (
          <EmailStep defaultEmail={email} submitLabel={t('passwordReset.sendCode')} onSubmit={submitEmail} />
        )}
        <p className="auth-card__switch">
          <Link to={signInPath('regular_login', false, returnTo)}>{t('passwordReset.backToLogin')}</Link>
        </p>
      </section>
    </div>
  );
}
