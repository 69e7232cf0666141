import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { containsContactDetails, MESSAGE_MAX, messageBodySchema } from '@hearth/domain/conversations';
import { MESSAGES } from '@hearth/domain/messages';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';

interface MessageFormProps {
  /** Whether e-mail addresses and phone numbers may be written (an order its chef confirmed). */
  contactDetailsAllowed: boolean;
  /** Sends the text; rejects with the server's refusal. */
  onSend: (body: string) => Promise<unknown>;
}

/**
 * The text box under a thread: checked with the domain's rules before it is sent (length, contact details),
 * and the server's refusal shown under the field. Emptied once the message is stored.
 */
export function MessageForm({ contactDetailsAllowed, onSend }: MessageFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const check = messageBodySchema.safeParse(text);
    if (!check.success) {
      setError(translateFieldError(t, 'body', check.error.issues[0]?.message ?? MESSAGES.validationFailed));
      return;
    }
    if (!contactDetailsAllowed && containsContactDetails(check.data)) {
      setError(translateMessage(t, MESSAGES.contactDetailsRefused));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await onSend(check.data);
      setText('');
    } catch (caught) {
      const envelope = caught instanceof ApiError ? caught.envelope : undefined;
      const message =
        envelope?.fieldErrors?.body?.[0] ?? envelope?.messages[0]?.message ?? MESSAGES.serverError;
      setError(translateMessage(t, message));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="message-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        id={`${id}-body`}
        label={t('conversations.thread.label')}
        hint={
          contactDetailsAllowed
            ? t('conversations.thread.hint', { max: MESSAGE_MAX })
            : `${t('conversations.thread.hint', { max: MESSAGE_MAX })} ${t('conversations.thread.contactsHint')}`
        }
        rows={3}
        maxLength={MESSAGE_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
        {pending ? t('conversations.thread.sending') : t('conversations.thread.send')}
      </button>
    </form>
  );
}
