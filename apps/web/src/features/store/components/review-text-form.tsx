import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { reviewAnswerSchema, reviewHideSchema } from '@hearth/domain/reviews';
import { ApiError } from '@/shared/api/api-client.ts';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';

interface ReviewTextFormProps {
  /** The field the server names: the chef's answer, or an operator's reason for hiding. */
  field: 'answer' | 'reason';
  reviewId: number;
  label: string;
  hint: string;
  maxLength: number;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * One text and a button under a review: the chef's answer, the operator's reason for hiding. Checked by the
 * domain's schema before it is sent; the server's refusal shows under the field or above the buttons.
 */
export function ReviewTextForm(props: ReviewTextFormProps) {
  const { field, reviewId, label, hint, maxLength, submitLabel, onSubmit, onCancel } = props;
  const schema = field === 'answer' ? reviewAnswerSchema : reviewHideSchema;
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const check = schema.safeParse({ reviewId, [field]: text });
    if (!check.success) {
      const issue = check.error.issues.find((i) => i.path[0] === field) ?? check.error.issues[0];
      setError(translateFieldError(t, field, issue?.message ?? MESSAGES.validationFailed));
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      await onSubmit(text.trim());
    } catch (caught) {
      const envelope = caught instanceof ApiError ? caught.envelope : undefined;
      const fieldMessage = envelope?.fieldErrors?.[field]?.[0];
      if (fieldMessage) setError(translateFieldError(t, field, fieldMessage));
      setFailure(translateMessage(t, envelope?.messages[0]?.message ?? MESSAGES.serverError));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="review-text-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextAreaField
        id={`${id}-text`}
        label={label}
        hint={hint}
        rows={3}
        maxLength={maxLength}
        value={text}
        error={error}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <div className="review-text-form__buttons">
        <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
          {submitLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
