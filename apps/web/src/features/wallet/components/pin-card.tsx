import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { confirmTransferSchema, type ExecutedTransfer, formatDoge } from '@hearth/domain/wallet';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors.ts';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useConfirmTransfer } from '../api/confirm-transfer.ts';
import type { PendingTransfer } from '../api/request-transfer.ts';
import { stepFailure } from '../utils/step-failure.ts';
import { FailureAlert } from './failure-alert.tsx';
import { StepHeading } from './step-heading.tsx';

const PIN_FIELDS = ['pin'] as const;

interface PinCardProps {
  transfer: PendingTransfer;
  onConfirmed: (transfer: ExecutedTransfer) => void;
  /** Back to step 0 with the values kept: a new Exec sends a new pin. */
  onBack: () => void;
}

/**
 * Step 1: the one-time pin sent to the e-mail, Apply. A failed confirmation (wrong,
 * expired or used pin, too many tries, nothing pending, the balance gone) stays here with its error: a
 * deviation, on purpose, from the spec's "moves to 2 whatever the result" (decision 025).
 */
export function PinCard({ transfer, onConfirmed, onBack }: PinCardProps) {
  const { t } = useTranslation();
  const form = useForm<{ pin: string }>({
    resolver: zodResolver(confirmTransferSchema),
    defaultValues: { pin: '' },
  });
  const { field, setServerErrors } = useServerFieldErrors(form);
  const [messages, setMessages] = useState<string[]>([]);
  const confirmTransfer = useConfirmTransfer();
  const { isSubmitting } = form.formState;

  async function apply({ pin }: { pin: string }) {
    setMessages([]);
    setServerErrors({});
    try {
      onConfirmed(await confirmTransfer(pin));
    } catch (error) {
      const failure = stepFailure(error, PIN_FIELDS);
      setServerErrors(failure.fieldErrors);
      setMessages(failure.messages);
      form.setFocus('pin');
    }
  }

  return (
    <form className="form transfer-step" noValidate onSubmit={form.handleSubmit(apply)}>
      <StepHeading focus>{t('transfer.pin.title')}</StepHeading>
      <p className="notice notice--info" role="status">
        {t(transfer.pinSent ? MESSAGES.transferPinSent : MESSAGES.pinDelayed)}
      </p>
      <p>
        {t('transfer.pin.summary', {
          amount: formatDoge(transfer.amountKoinu),
          recipient: transfer.recipientAddress,
        })}
      </p>
      <TextField
        label={t('forms.fields.pin')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...field('pin')}
      />
      <FailureAlert messages={messages} />
      <FormActions
        submitLabel={isSubmitting ? t('transfer.pin.applying') : t('transfer.pin.apply')}
        submitting={isSubmitting}
        onBack={onBack}
      />
    </form>
  );
}
