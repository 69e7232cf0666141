import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ExecutedTransfer } from '@hearth/domain/wallet';
import { StepList } from '@/shared/ui/step-list.tsx';
import type { PendingTransfer } from '../api/request-transfer.ts';
import { EMPTY_TRANSFER, type TransferFormValues } from '../utils/transfer-form.ts';
import { PinCard } from './pin-card.tsx';
import { TransferDone } from './transfer-done.tsx';
import { TransferForm } from './transfer-form.tsx';

type WizardStep =
  { step: 0 } | { step: 1; transfer: PendingTransfer } | { step: 2; transfer: ExecutedTransfer };

const STEP_NAMES = ['transfer.steps.form', 'transfer.steps.pin', 'transfer.steps.done'] as const;

/**
 * The crypto transfer wizard (docs/product.md#the-doge-wallet): 0 form, 1 pin, 2 done. Each move puts the
 * focus on the new step's heading; the form keeps its values when the user goes back from the pin.
 */
export function TransferWizard() {
  const { t } = useTranslation();
  const [state, setState] = useState<WizardStep>({ step: 0 });
  const [draft, setDraft] = useState<TransferFormValues>(EMPTY_TRANSFER);
  // The first step of a fresh visit leaves the focus where the page put it; any later arrival takes it.
  const [moved, setMoved] = useState(false);

  function goTo(next: WizardStep) {
    setMoved(true);
    setState(next);
  }

  function confirmed(transfer: ExecutedTransfer) {
    goTo({ step: 2, transfer });
  }

  return (
    <>
      <StepList label={t('transfer.steps.label')} steps={STEP_NAMES} current={state.step} />
      {state.step === 0 && (
        <TransferForm
          draft={draft}
          focusHeading={moved}
          onRequested={(values, transfer) => {
            setDraft(values);
            goTo({ step: 1, transfer });
          }}
        />
      )}
      {state.step === 1 && (
        <PinCard transfer={state.transfer} onConfirmed={confirmed} onBack={() => goTo({ step: 0 })} />
      )}
      {state.step === 2 && (
        <TransferDone
          transfer={state.transfer}
          onAnother={() => {
            setDraft(EMPTY_TRANSFER);
            goTo({ step: 0 });
          }}
        />
      )}
    </>
  );
}
