import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { DESCRIPTION_MAX, type SavedProduct, TITLE_MAX, VIDEO_URL_MAX } from '@hearth/domain/catalogue';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors.ts';
import { CheckboxField } from '@/shared/ui/checkbox-field.tsx';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import { useSaveProduct } from '../api/save-product.ts';
import { WIZARD_MESSAGES } from '../api/wizard-messages.ts';
import { productSaveFailure, type StepBanner as Banner } from '../utils/outcome.ts';
import {
  PRODUCT_FIELDS,
  productBody,
  productFormSchema,
  type ProductFormOutput,
  type ProductFormValues,
} from '../utils/product-form.ts';
import { StepBanner } from './step-banner.tsx';

interface MainInfoStepProps {
  /** The dish being edited; null until step 1 is first saved. */
  productId: number | null;
  initialValues: ProductFormValues;
  /** After a save, with the title as saved. */
  onSaved: (saved: SavedProduct, title: string) => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The dish has a photo: only then can it be enabled (decision 054). */
  hasPhoto: boolean;
  /** Whether the dish is enabled as stored; a Publish on the images step or the last photo's removal change it. */
  storedActive: boolean;
}

/** Step 1: title, description, video link, fixed price and the enable checkbox; POST /secure/product. */
export function MainInfoStep({
  productId,
  initialValues,
  onSaved,
  onDirtyChange,
  hasPhoto,
  storedActive,
}: MainInfoStepProps) {
  const { t } = useTranslation();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: initialValues,
  });
  const { field, setServerErrors } = useServerFieldErrors(form);
  const [banner, setBanner] = useState<Banner | null>(null);
  const save = useSaveProduct();
  const { isDirty, isSubmitting } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The images step may enable the dish (Publish) or disable it (its last photo removed): the box follows.
  const { resetField } = form;
  useEffect(
    () => resetField('active', { defaultValue: hasPhoto && storedActive }),
    [hasPhoto, storedActive, resetField],
  );

  async function onValid(values: ProductFormOutput) {
    setBanner(null);
    setServerErrors({});
    try {
      const { model: saved } = await save.mutateAsync(productBody(values, productId));
      // What was saved is the new starting point: no unsaved changes any more.
      form.reset(form.getValues());
      // Tell the wizard now, in the same render as the move to the next step: the isDirty effect below only
      // reports after that render, so the other tabs would stay locked for a moment after a successful save.
      onDirtyChange(false);
      setBanner({ kind: 'success', message: 'productWizard.saved' });
      onSaved(saved, values.title);
    } catch (error) {
      const failure = productSaveFailure(error);
      const known = PRODUCT_FIELDS as readonly string[];
      const others = Object.entries(failure.fieldErrors)
        .filter(([name]) => !known.includes(name))
        .flatMap(([name, messages]) => messages.map((message) => ({ field: name, message })));
      setServerErrors(failure.fieldErrors);
      setBanner(
        failure.banner.kind === 'error' && others.length > 0
          ? { ...failure.banner, items: others }
          : failure.banner,
      );
      const first = PRODUCT_FIELDS.find((name) => failure.fieldErrors[name]);
      if (first) form.setFocus(first);
    }
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(onValid, () =>
        setBanner({ kind: 'error', message: WIZARD_MESSAGES.checkForm }),
      )}
    >
      <TextField label={t('productWizard.fields.title')} maxLength={TITLE_MAX} required {...field('title')} />
      <TextAreaField
        label={t('productWizard.fields.description')}
        rows={6}
        maxLength={DESCRIPTION_MAX}
        required
        {...field('description')}
      />
      <TextField
        label={t('productWizard.fields.videoURL')}
        hint={t('productWizard.hints.videoURL')}
        type="url"
        inputMode="url"
        maxLength={VIDEO_URL_MAX}
        {...field('videoURL')}
      />
      <TextField
        label={t('productWizard.fields.price')}
        hint={t('productWizard.hints.price')}
        inputMode="decimal"
        prefix="€"
        {...field('price')}
      />
      {hasPhoto ? (
        <CheckboxField
          label={t('productWizard.fields.active')}
          hint={t('productWizard.hints.active')}
          {...form.register('active')}
        />
      ) : (
        // Not registered: a disabled input would send no value; the form keeps `active` false meanwhile.
        <CheckboxField
          label={t('productWizard.fields.active')}
          hint={t('productWizard.hints.activeNeedsPhoto')}
          checked={false}
          disabled
          readOnly
        />
      )}
      <StepBanner banner={banner} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('productWizard.saving') : t('productWizard.saveAndContinue')}
        </button>
      </div>
    </form>
  );
}
