import { useTranslation } from '@/shared/i18n/use-translation.tsx';

interface StepListProps {
  /** The list's name for screen readers (translated). */
  label: string;
  /** i18n keys of the steps' names, in order. */
  steps: readonly string[];
  current: number;
}

/** Where a form of several steps is: the steps in order, the current one marked for screen readers too. */
export function StepList({ label, steps, current }: StepListProps) {
  const { t } = useTranslation();
  return (
    <ol className="transfer-steps" aria-label={label}>
      {steps.map((name, index) => (
        <li
          key={name}
          className={
            index === current ? 'transfer-steps__step transfer-steps__step--current' : 'transfer-steps__step'
          }
          aria-current={index === current ? 'step' : undefined}
        >
          {t(name)}
        </li>
      ))}
    </ol>
  );
}
