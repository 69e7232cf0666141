import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../shared/i18n/translate-message.ts';

/**
 * A step's error lines under its fields: the client's rule first, then the server's answer until the field
 * is edited. `errorOf(name)` is the translated line (TextField's `error`, linked by aria-describedby).
 */
export function useStepErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const { errors } = form.formState;

  function errorOf(name: string): string | undefined {
    const client = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    if (typeof client === 'string' && client) return translateFieldError(t, name, client);
    const server = serverErrors[name]?.[0];
    return server ? translateFieldError(t, name, server) : undefined;
  }

  /** register() plus the error line; an edit drops the server's stale error on the field. */
  function field(name: Path<TValues>) {
    return {
      ...form.register(name, {
        onChange: () =>
          setServerErrors((current) => {
            if (!current[name]) return current;
            const next = { ...current };
            delete next[name];
            return next;
          }),
      }),
      error: errorOf(name),
    };
  }

  return { field, errorOf, serverErrors, setServerErrors };
}
