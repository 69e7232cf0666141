import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';

/** How long "Copied" stays before the button reads as before. */
const FEEDBACK_MS = 2000;

const RESULT_TEXTS = {
  copied: 'storeManagement.withdrawals.copied',
  failed: 'storeManagement.withdrawals.copyFailed',
} as const;

/**
 * Copies `text` to the clipboard and says so in a live region for a moment. Browsers give no clipboard to
 * a page served over plain http other than localhost: there the button is left out and the text, which
 * selects whole on a click (user-select: all), is copied by hand.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<keyof typeof RESULT_TEXTS | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [result]);

  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <span className="copy-button">
      <button
        type="button"
        className="button button--ghost"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setResult('copied'),
            () => setResult('failed'),
          )
        }
      >
        {label}
      </button>
      <span role="status" className="copy-button__status">
        {result && t(RESULT_TEXTS[result])}
      </span>
    </span>
  );
}
