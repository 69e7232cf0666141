import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { StepList } from '@/shared/ui/step-list.tsx';

export type CheckoutStep = 'details' | 'verify' | 'pay' | 'done';

const GUEST_STEPS = [
  'checkoutFlow.steps.details',
  'checkoutFlow.steps.verify',
  'checkoutFlow.steps.pay',
  'checkoutFlow.steps.done',
] as const;
const CUSTOMER_STEPS = [
  'checkoutFlow.steps.details',
  'checkoutFlow.steps.pay',
  'checkoutFlow.steps.done',
] as const;

/**
 * Where the checkout is (decision 055): Details, Verify e-mail, Pay, Done for a guest; a signed-in customer
 * has no Verify step.
 */
export function CheckoutSteps({ current, guest }: { current: CheckoutStep; guest: boolean }) {
  const { t } = useTranslation();
  const steps = guest ? GUEST_STEPS : CUSTOMER_STEPS;
  const index = steps.findIndex((key) => key === `checkoutFlow.steps.${current}`);
  return <StepList label={t('checkoutFlow.steps.label')} steps={steps} current={Math.max(index, 0)} />;
}
