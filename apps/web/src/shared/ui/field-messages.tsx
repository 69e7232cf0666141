interface FieldMessagesProps {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId: string;
}

/** The hint and the error line under a field; the control names both in aria-describedby. */
export function FieldMessages({ hint, hintId, error, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </>
  );
}
