import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { errorItemsFrom } from '@/shared/api/form-errors.ts';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

interface ResendCodeProps {
  /** Asks for a new code; resolves with the notice to show (sent or delayed). */
  send: () => Promise<string>;
  onSent: (notice: string) => void;
  /** The message key shown when the request fails without saying why. */
  fallback: string;
}

/** "Send a new code": asks again for the mailed code, saying why when it could not. */
export function ResendCode({ send, onSent, fallback }: ResendCodeProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function resend() {
    setSending(true);
    setFailure(null);
    try {
      onSent(await send());
    } catch (error) {
      setFailure(errorItemsFrom(error, fallback)[0]?.message ?? fallback);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="auth-card__resend">
      <button type="button" className="link-button" onClick={() => void resend()} disabled={sending}>
        {t('signIn.sendNewCode')}
      </button>
      {failure && (
        <p className="notice notice--error" role="alert">
          {translateMessage(t, failure)}
        </p>
      )}
    </div>
  );
}
