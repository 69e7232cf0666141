import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateFieldError } from '../i18n/translate-message.ts';

/** The server's messages per field, as the envelope's `fieldErrors` carries them (keys or plain text). */
export type ServerFieldErrors = Partial<Record<string, string[]>>;

/**
 * The error line under each field of a react-hook-form form: the client's rule first, then the server's
 * answer until the field is edited. `errorOf(name)` is the translated line (a field's `error`, linked by
 * aria-describedby); spread `field(name)` on a TextField to get register() and its line together.
 */
export function useServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const { errors } = form.formState;

  // By top-level name, as the server names its fields: a group (a list of chips) carries its own message.
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

  return { field, errorOf, setServerErrors };
}
