import { useEffect, useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import {
  ALLERGENS,
  DIETARY_TAGS,
  type Dish,
  INGREDIENT_NAME_MAX,
  INGREDIENTS_MAX,
  PREPARATION_DESCRIPTION_MAX,
} from '@hearth/domain/catalogue';
import { KITCHEN_TYPES } from '@hearth/domain/constants';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors.ts';
import { allergenLabel, dietaryTagLabel } from '@/shared/i18n/dish-labels.ts';
import { translateFieldError } from '@/shared/i18n/translate-message.ts';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { kitchenTypeLabel } from '@/shared/ui/kitchen-type-badges.tsx';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useSaveProductDetails } from '../api/save-product-details.ts';
import { WIZARD_MESSAGES } from '../api/wizard-messages.ts';
import {
  DETAILS_FIELDS,
  detailsBody,
  detailsFormSchema,
  EMPTY_ROW,
  type DetailsFormOutput,
  type DetailsFormValues,
} from '../utils/details-form.ts';
import { detailsSaveFailure, type StepBanner as Banner } from '../utils/outcome.ts';
import { CheckboxChips } from './checkbox-chips.tsx';
import { StepBanner } from './step-banner.tsx';

interface DetailsStepProps {
  productId: number | null;
  initialValues: DetailsFormValues;
  onSaved: (dish: Dish) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * Step 2: kitchen type, preparation, ingredient rows, calories, servings, "priced by time", allergens and
 * dietary tags; POST /secure/product-details.
 */
export function DetailsStep({ productId, initialValues, onSaved, onDirtyChange }: DetailsStepProps) {
  const { t } = useTranslation();
  const form = useForm<DetailsFormValues, unknown, DetailsFormOutput>({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: initialValues,
  });
  const rows = useFieldArray({ control: form.control, name: 'ingredients' });
  const { field, errorOf, setServerErrors } = useServerFieldErrors(form);
  const [banner, setBanner] = useState<Banner | null>(null);
  const save = useSaveProductDetails();
  const { isDirty, isSubmitting, errors } = form.formState;
  const ingredientsHintId = useId();

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const kitchenOptions = [
    { value: '', label: t('productWizard.fields.kitchenTypeChoose') },
    ...KITCHEN_TYPES.map((type) => ({ value: type, label: kitchenTypeLabel(t, type) })),
  ];

  async function onValid(values: DetailsFormOutput) {
    setBanner(null);
    setServerErrors({});
    if (productId === null) {
      setBanner({ kind: 'error', message: WIZARD_MESSAGES.notSaved });
      return;
    }
    try {
      const { model } = await save.mutateAsync(detailsBody(values, productId));
      form.reset(form.getValues());
      // Tell the wizard now, in the same render as the move to the next step: the isDirty effect below only
      // reports after that render, so the other tabs would stay locked for a moment after a successful save.
      onDirtyChange(false);
      setBanner({ kind: 'success', message: 'productWizard.saved' });
      onSaved(model.dish);
    } catch (error) {
      const failure = detailsSaveFailure(error);
      const known: readonly string[] = [...DETAILS_FIELDS, 'ingridients'];
      const others = Object.entries(failure.fieldErrors)
        .filter(([name]) => !known.includes(name))
        .flatMap(([name, messages]) => messages.map((message) => ({ field: name, message })));
      setServerErrors(failure.fieldErrors);
      setBanner(
        failure.banner.kind === 'error' && others.length > 0
          ? { ...failure.banner, items: others }
          : failure.banner,
      );
      const first = DETAILS_FIELDS.find((name) => failure.fieldErrors[name]);
      if (first && first !== 'allergens' && first !== 'dietaryTags') form.setFocus(first);
    }
  }

  const rowError = (index: number, part: 'name' | 'amount') => {
    const message = errors.ingredients?.[index]?.[part]?.message;
    return message ? translateFieldError(t, part, message) : undefined;
  };
  const ingredientsError = errorOf('ingridients');

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(onValid, () =>
        setBanner({ kind: 'error', message: WIZARD_MESSAGES.checkForm }),
      )}
    >
      <div className="form-grid">
        <SelectField
          label={t('productWizard.fields.kitchenType')}
          options={kitchenOptions}
          required
          {...field('kitchenType')}
        />
        <TextField
          label={t('productWizard.fields.preparationMinutes')}
          inputMode="numeric"
          required
          {...field('preparationMinutes')}
        />
        <TextAreaField
          label={t('productWizard.fields.preparationDescription')}
          rows={4}
          maxLength={PREPARATION_DESCRIPTION_MAX}
          required
          className="form-grid__wide"
          {...field('preparationDescription')}
        />
        <TextField
          label={t('productWizard.fields.calories')}
          inputMode="numeric"
          required
          {...field('calories')}
        />
        <TextField
          label={t('productWizard.fields.servingsNumber')}
          inputMode="numeric"
          required
          {...field('servingsNumber')}
        />
      </div>

      <fieldset className="field chip-picker" aria-describedby={ingredientsHintId}>
        <legend className="field__label">{t('productWizard.fields.ingredients')}</legend>
        <p className="field__hint" id={ingredientsHintId}>
          {t('productWizard.hints.ingredients')}
        </p>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
          {rows.fields.map((row, index) => (
            <li
              key={row.id}
              style={{
                display: 'grid',
                gridTemplateColumns: '2fr 1fr auto',
                gap: '0.5rem',
                alignItems: 'end',
              }}
            >
              <TextField
                label={t('productWizard.fields.ingredientName', { number: index + 1 })}
                maxLength={INGREDIENT_NAME_MAX}
                error={rowError(index, 'name')}
                {...form.register(`ingredients.${index}.name`)}
              />
              <TextField
                label={t('productWizard.fields.ingredientAmount', { number: index + 1 })}
                inputMode="decimal"
                error={rowError(index, 'amount')}
                {...form.register(`ingredients.${index}.amount`)}
              />
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('productWizard.removeIngredient', { number: index + 1 })}
                onClick={() => rows.remove(index)}
              >
                {t('productWizard.remove')}
              </button>
            </li>
          ))}
        </ul>
        {ingredientsError && <p className="field__error">{ingredientsError}</p>}
        <div>
          <button
            type="button"
            className="button button--secondary"
            disabled={rows.fields.length >= INGREDIENTS_MAX}
            onClick={() => rows.append({ ...EMPTY_ROW })}
          >
            {t('productWizard.addIngredient')}
          </button>
        </div>
      </fieldset>

      <CheckboxField
        label={t('productWizard.fields.timeBased')}
        hint={t('productWizard.hints.timeBased')}
        {...form.register('timeBased')}
      />

      <Controller
        control={form.control}
        name="allergens"
        render={({ field: chips }) => (
          <CheckboxChips
            legend={t('productWizard.fields.allergens')}
            hint={t('productWizard.hints.allergens')}
            options={ALLERGENS}
            labelOf={(option) => allergenLabel(t, option)}
            value={chips.value}
            onChange={chips.onChange}
            error={errorOf('allergens')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="dietaryTags"
        render={({ field: chips }) => (
          <CheckboxChips
            legend={t('productWizard.fields.dietaryTags')}
            options={DIETARY_TAGS}
            labelOf={(option) => dietaryTagLabel(t, option)}
            value={chips.value}
            onChange={chips.onChange}
            error={errorOf('dietaryTags')}
          />
        )}
      />

      <StepBanner banner={banner} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('productWizard.saving') : t('productWizard.saveAndContinue')}
        </button>
      </div>
    </form>
  );
}
