import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { z } from 'zod';
import { MESSAGES } from '@hearth/domain/messages';
import { formatEurCents } from '@hearth/domain/money';
import { dogePaymentConfirmSchema, type OrderPaymentPurpose, type OrderView } from '@hearth/domain/orders';
import { formatDoge } from '@hearth/domain/wallet';
import { ApiError } from '../api/api-client.ts';
import { useServerFieldErrors } from '../forms/use-server-field-errors.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { TextField } from '../ui/text-field.tsx';
import {
  type PendingDogePayment,
  useConfirmDogePayment,
  useRequestDogePayment,
  useWalletBalance,
} from './doge-payment-api.ts';

interface DogePaymentProps {
  orderId: number;
  purpose: OrderPaymentPurpose;
  amountCents: number;
  /** The coins moved and the server recorded the payment; the order as it answered it, when it did. */
  onPaid: (order: OrderView | null) => void;
}

/** The server's words of a failed call, or a generic error when it had none. */
function messageOf(error: unknown): string {
  return (error instanceof ApiError && error.envelope.messages[0]?.message) || MESSAGES.serverError;
}

/**
 * Paying from the DOGE wallet: the balance, then the amount in DOGE as the server counts it (POST
 * /secure/doge-payment e-mails a pin), then the pin (POST /secure/doge-payment-confirm). A wallet that is
 * short says so with the way to buy DOGE; a wrong pin shows under the pin field.
 */
export function DogePayment({ orderId, purpose, amountCents, onPaid }: DogePaymentProps) {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const requestDogePayment = useRequestDogePayment();
  const [pending, setPending] = useState<PendingDogePayment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requesting, setRequesting] = useState(false);

  async function sendPin() {
    setRequesting(true);
    setFailure(null);
    try {
      setPending(await requestDogePayment(orderId, purpose));
    } catch (error) {
      setFailure(messageOf(error));
    }
    setRequesting(false);
  }

  const balanceKoinu = pending?.balanceKoinu ?? balance.data?.volumeKoinu;
  return (
    <div className="doge-payment">
      <p className="doge-payment__balance" role="status">
        {balanceKoinu !== undefined
          ? t('checkout.payment.doge.balance', { amount: formatDoge(balanceKoinu) })
          : balance.isError
            ? t('checkout.payment.doge.balanceFailed')
            : t('checkout.payment.doge.balanceLoading')}
      </p>
      {pending ? (
        <DogePinForm
          pending={pending}
          onPaid={onPaid}
          onResend={() => void sendPin()}
          resending={requesting}
          resendFailure={failure}
        />
      ) : (
        <>
          <p>{t('checkout.payment.doge.intro', { amount: formatEurCents(amountCents) })}</p>
          {failure && <DogeFailure message={failure} />}
          <div className="form__actions">
            <button
              type="button"
              className="button button--primary button--large"
              disabled={requesting}
              onClick={() => void sendPin()}
            >
              {requesting ? t('checkout.payment.doge.sending') : t('checkout.payment.doge.send')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

const pinFormSchema = z.object({ pin: dogePaymentConfirmSchema.shape.pin });

interface DogePinFormProps {
  pending: PendingDogePayment;
  onPaid: (order: OrderView | null) => void;
  onResend: () => void;
  resending: boolean;
  /** Why asking for a new pin failed. */
  resendFailure: string | null;
}

function DogePinForm({ pending, onPaid, onResend, resending, resendFailure }: DogePinFormProps) {
  const { t } = useTranslation();
  const confirmDogePayment = useConfirmDogePayment();
  const form = useForm<{ pin: string }>({ resolver: zodResolver(pinFormSchema), defaultValues: { pin: '' } });
  const { field, setServerErrors } = useServerFieldErrors(form);
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;
  const doge = formatDoge(pending.amountKoinu);
  const shownFailure = failure ?? resendFailure;

  async function pay({ pin }: { pin: string }) {
    setFailure(null);
    setServerErrors({});
    let order: OrderView;
    try {
      order = await confirmDogePayment(pending.intentId, pin);
    } catch (error) {
      const pinErrors = error instanceof ApiError ? error.envelope.fieldErrors?.pin : undefined;
      if (pinErrors) {
        setServerErrors({ pin: pinErrors });
        form.setFocus('pin');
      } else {
        setFailure(messageOf(error));
      }
      return;
    }
    onPaid(order);
  }

  return (
    <form className="form doge-payment__form" noValidate onSubmit={form.handleSubmit(pay)}>
      <p className="payment-step__amount">
        {t('checkout.payment.doge.amount', { amount: formatEurCents(pending.amountCents), doge })}
      </p>
      <p className="notice notice--info">
        {t(pending.pinSent ? MESSAGES.dogePaymentPinSent : MESSAGES.pinDelayed)}
      </p>
      <TextField
        label={t('forms.fields.pin')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...field('pin')}
      />
      {shownFailure && <DogeFailure message={shownFailure} />}
      <div className="form__actions">
        <button type="button" className="button button--ghost" disabled={resending} onClick={onResend}>
          {resending ? t('checkout.payment.doge.sending') : t('checkout.payment.doge.resend')}
        </button>
        <button type="submit" className="button button--primary button--large" disabled={isSubmitting}>
          {isSubmitting ? t('checkout.payment.paying') : t('checkout.payment.doge.pay', { doge })}
        </button>
      </div>
    </form>
  );
}

/** The server's reason; a wallet that is short gets the way to buy DOGE. */
function DogeFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  const short = message === MESSAGES.insufficientFunds;
  return (
    <div className="notice notice--error" role="alert">
      <span>
        {translateMessage(t, message)}
        {short && (
          <>
            {' '}
            {t('checkout.payment.doge.short')} <Link to="/buy">{t('checkout.payment.doge.buy')}</Link>
          </>
        )}
      </span>
    </div>
  );
}
