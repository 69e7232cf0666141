import { useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clientErrorItems, hasFieldError, type FormErrorItem } from '../api/form-errors.ts';
import { errorLineId } from '../ui/error-list.tsx';

interface ErrorListFormOptions<TInput extends FieldValues, TOutput> {
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The form's fields, in the order of their lines in the error list. */
  fields: readonly Path<TInput>[];
  /** Called with the valid values; resolves with the server's lines to show, empty when all went well. */
  onSubmit: (values: TOutput) => Promise<FormErrorItem[]>;
}

/**
 * A react-hook-form form checked by a zod schema whose client and server errors show in one ErrorList
 *: `items` and `idPrefix` go to the ErrorList, `fieldProps(name)` to a TextField.
 */
export function useErrorListForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  fields,
  onSubmit,
}: ErrorListFormOptions<TInput, TOutput>) {
  const idPrefix = useId();
  const [serverErrors, setServerErrors] = useState<FormErrorItem[]>([]);
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = form.formState;

  const items = [...clientErrorItems(errors, fields), ...serverErrors];
  const submit = form.handleSubmit(
    async (values) => {
      setServerErrors([]);
      setServerErrors(await onSubmit(values));
    },
    () => setServerErrors([]),
  );

  /** A field's input wiring plus its error state: spread on a TextField. */
  function fieldProps(name: Path<TInput>) {
    return {
      invalid: hasFieldError(items, name),
      errorId: errorLineId(idPrefix, name),
      ...form.register(name),
    };
  }

  return { form, items, idPrefix, isSubmitting, submit, fieldProps, setServerErrors };
}
