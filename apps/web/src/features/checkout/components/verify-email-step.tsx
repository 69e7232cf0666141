import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { z } from 'zod';
import { PIN_LENGTH } from '@hearth/domain/constants';
import { pinSchema } from '@hearth/domain/fields';
import { MESSAGES } from '@hearth/domain/messages';
import { errorItemsFrom } from '@/shared/api/form-errors.ts';
import { useErrorListForm } from '@/shared/forms/use-error-list-form.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';
import { ErrorList } from '@/shared/ui/error-list.tsx';
import { PinNotice } from '@/shared/ui/pin-notice.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import type { AuthorizedUser } from '@hearth/domain/api';
import { linkOrderByPin, requestOrderPin } from '../api/order-link.ts';

const pinFormSchema = z.object({ pin: pinSchema });

interface VerifyEmailStepProps {
  orderId: number;
  email: string;
  /** The answer of the pin request: sent, or delayed by the mail server. */
  notice: string;
  onVerified: (user: AuthorizedUser) => void;
  /** Back to the details, to change the e-mail or anything else (the order is kept). */
  onBack: () => void;
}

/**
 * The guest's Verify e-mail step (decision 055): the code mailed to the address signs in to its account, or
 * makes one, and links the order to it. The page says the same for an address with or without an account.
 */
export function VerifyEmailStep({ orderId, email, notice, onVerified, onBack }: VerifyEmailStepProps) {
  const { t } = useTranslation();
  const [currentNotice, setCurrentNotice] = useState(notice);
  const [resending, setResending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const { items, idPrefix, isSubmitting, submit, fieldProps } = useErrorListForm({
    schema: pinFormSchema,
    defaultValues: { pin: '' },
    fields: ['pin'],
    onSubmit: async ({ pin }) => {
      try {
        onVerified(await linkOrderByPin(orderId, email, pin));
        return [];
      } catch (error) {
        return errorItemsFrom(error, MESSAGES.orderLinkingFailed);
      }
    },
  });

  async function resend() {
    setResending(true);
    setResendError(null);
    try {
      setCurrentNotice(await requestOrderPin(orderId, email));
    } catch (error) {
      setResendError(errorItemsFrom(error, MESSAGES.orderLinkingRequestFailed)[0]?.message ?? null);
    } finally {
      setResending(false);
    }
  }

  return (
    <section className="card form-section checkout-section" aria-labelledby="checkout-verify-title">
      <h2 id="checkout-verify-title">{t('checkoutFlow.verify.title')}</h2>
      <p className="lead">{t('checkoutFlow.verify.lead', { email })}</p>
      <PinNotice message={currentNotice} />
      <form className="form" noValidate aria-labelledby="checkout-verify-title" onSubmit={submit}>
        <ErrorList items={items} fieldLabels={{ pin: t('forms.fields.pin') }} idPrefix={idPrefix} />
        <TextField
          label={t('forms.fields.pin')}
          hint={t('checkoutFlow.verify.pinHint')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PIN_LENGTH}
          required
          autoFocus
          {...fieldProps('pin')}
        />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('checkoutFlow.verify.change')}
          </button>
          <button type="submit" className="button button--primary button--large" disabled={isSubmitting}>
            {t('checkoutFlow.verify.submit')}
          </button>
        </div>
      </form>
      <p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void resend()}
          disabled={resending}
        >
          {t('checkoutFlow.verify.resend')}
        </button>
      </p>
      {resendError && (
        <p className="notice notice--error" role="alert">
          {translateMessage(t, resendError)}
        </p>
      )}
    </section>
  );
}
