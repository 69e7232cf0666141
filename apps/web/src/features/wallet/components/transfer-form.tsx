import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { type AssetRequestInput, formatDoge, RECIPIENT_ADDRESS_TYPES } from '@hearth/domain/wallet';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors.ts';
import { FormActions } from '@/shared/ui/form-actions.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { type PendingTransfer, useRequestTransfer } from '../api/request-transfer.ts';
import { stepFailure } from '../utils/step-failure.ts';
import {
  addressHintKey,
  TRANSFER_FIELDS,
  transferFormSchema,
  type TransferFormValues,
} from '../utils/transfer-form.ts';
import { FailureAlert } from './failure-alert.tsx';
import { StepHeading } from './step-heading.tsx';

interface TransferFormProps {
  /** What the form starts with: empty, or the last values when the user came back from the pin step. */
  draft: TransferFormValues;
  focusHeading: boolean;
  /** The server accepted the request and e-mailed the pin. */
  onRequested: (values: TransferFormValues, transfer: PendingTransfer) => void;
}

/**
 * Step 0 of the wizard: address type, destination address, amount, Exec. The domain's
 * assetRequestSchema checks it first ('Not valid email', the Doge address checksum), then
 * POST /secure/asset-request; the server's field errors show under the fields.
 */
export function TransferForm({ draft, focusHeading, onRequested }: TransferFormProps) {
  const { t } = useTranslation();
  const form = useForm<TransferFormValues, unknown, AssetRequestInput>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: draft,
  });
  const { field, setServerErrors } = useServerFieldErrors(form);
  const [messages, setMessages] = useState<string[]>([]);
  const addressType = useWatch({ control: form.control, name: 'recipientAddressType' });
  const wallet = useWallet();
  const requestTransfer = useRequestTransfer();
  const { isSubmitting } = form.formState;

  async function submit(values: AssetRequestInput) {
    setMessages([]);
    setServerErrors({});
    try {
      const transfer = await requestTransfer(values);
      onRequested(form.getValues(), transfer);
    } catch (error) {
      const failure = stepFailure(error, TRANSFER_FIELDS);
      setServerErrors(failure.fieldErrors);
      setMessages(failure.messages);
      const wrongField = TRANSFER_FIELDS.find((name) => failure.fieldErrors[name]);
      if (wrongField) form.setFocus(wrongField);
    }
  }

  const options = RECIPIENT_ADDRESS_TYPES.map((type) => ({ value: String(type.code), label: t(type.title) }));
  const available = wallet.data
    ? t('transfer.hints.available', { amount: formatDoge(wallet.data.balance.volumeKoinu) })
    : undefined;

  return (
    <form className="form transfer-step" noValidate onSubmit={form.handleSubmit(submit)}>
      <StepHeading focus={focusHeading}>{t('transfer.form.title')}</StepHeading>
      <SelectField
        label={t('transfer.fields.recipientAddressType')}
        options={options}
        {...field('recipientAddressType')}
      />
      <TextField
        label={t('transfer.fields.recipientAddress')}
        hint={t(addressHintKey(addressType))}
        autoComplete="off"
        spellCheck={false}
        required
        {...field('recipientAddress')}
      />
      <TextField
        label={t('transfer.fields.volume')}
        hint={available}
        inputMode="decimal"
        autoComplete="off"
        required
        {...field('volume')}
      />
      <FailureAlert messages={messages} />
      <FormActions
        submitLabel={isSubmitting ? t('transfer.form.sending') : t('transfer.form.exec')}
        submitting={isSubmitting}
      />
    </form>
  );
}
