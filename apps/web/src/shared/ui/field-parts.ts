import { useId } from 'react';

interface FieldIdsOptions {
  id?: string;
  hint?: string;
  /** The error text shown under the field (already translated). */
  error?: string;
  invalid?: boolean;
  /** Id of the element that describes the error: the line under the field, or one of an error list. */
  errorId?: string;
}

/** The ids that tie a field's label, hint and error to its control (aria-describedby, aria-invalid). */
export function useFieldIds({ id, hint, error, invalid, errorId }: FieldIdsOptions) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const isInvalid = Boolean(invalid || error);
  const messageId = errorId ?? `${inputId}-error`;
  const ids = [hintId, isInvalid ? messageId : undefined].filter(Boolean);
  return {
    inputId,
    hintId,
    errorId: messageId,
    invalid: isInvalid,
    describedBy: ids.length > 0 ? ids.join(' ') : undefined,
  };
}
