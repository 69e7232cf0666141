import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateFieldError } from '@/shared/i18n/translate-message.ts';
import type { ProfileField, ProfileFormOutput, ProfileFormValues } from '../utils/profile-form.ts';
import type { ServerFieldErrors } from '../utils/save-outcome.ts';

/** Fields whose errors show as soon as they lose focus; the rest on Save. */
export const BLUR_CHECKED: readonly ProfileField[] = ['phoneNumber', 'nickname', 'hourRate', 'kitchenType'];

type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;

interface FieldOptions {
  onChange?: () => void;
  onBlur?: () => void;
}

/**
 * Ties the form's fields to their error lines: the client's rule first, then the server's answer (until the
 * field is edited), then `extraError` (the profile link's availability). Spread `field(name)` on a field.
 */
export function useFieldBinding(form: ProfileForm, extraError: (name: ProfileField) => string | undefined) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const { errors } = form.formState;

  function errorOf(name: ProfileField): string | undefined {
    const client = errors[name]?.message;
    if (typeof client === 'string' && client) return translateFieldError(t, name, client);
    const server = serverErrors[name]?.[0];
    if (server) return translateFieldError(t, name, server);
    return extraError(name);
  }

  /** After an edit: the server's error on the field is stale; an error shown on blur follows the typing. */
  function edited(name: ProfileField) {
    setServerErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    if (BLUR_CHECKED.includes(name) && form.getFieldState(name).error) void form.trigger(name);
  }

  function blurred(name: ProfileField) {
    if (BLUR_CHECKED.includes(name)) void form.trigger(name);
  }

  /** register() plus the error under the field and the blur rule. */
  function field(name: Exclude<ProfileField, 'kitchenType'>, options: FieldOptions = {}) {
    return {
      ...form.register(name, {
        onChange: () => {
          edited(name);
          options.onChange?.();
        },
        onBlur: () => {
          blurred(name);
          options.onBlur?.();
        },
      }),
      error: errorOf(name),
    };
  }

  return { field, errorOf, edited, blurred, setServerErrors };
}

export type FieldBinding = ReturnType<typeof useFieldBinding>;
