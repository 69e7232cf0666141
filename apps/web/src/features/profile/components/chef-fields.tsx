import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ABOUT_ROWS } from '@hearth/domain/profile';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import type { FieldBinding } from '../hooks/use-field-binding.ts';
import type { ProfileFormOutput, ProfileFormValues } from '../utils/profile-form.ts';
import { KitchenTypePicker } from './kitchen-type-picker.tsx';

interface ChefFieldsProps {
  binding: FieldBinding;
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
  /** The profile link was typed into (it stops following the names). */
  onNicknameEdited: () => void;
  /** The profile link lost focus (its availability is checked). */
  onNicknameBlur: () => void;
}

/**
 * The chef section: phone, profile link (shown after the host and /store/), about, hourly rate in euros,
 * kitchen types, tax number, registry URL, allowed internet address.
 */
export function ChefFields({ binding, control, onNicknameEdited, onNicknameBlur }: ChefFieldsProps) {
  const { t } = useTranslation();
  const { field, errorOf, edited, blurred } = binding;
  return (
    <section className="form-section" aria-labelledby="profile-chef-title">
      <h2 id="profile-chef-title">{t('profile.sections.chef')}</h2>
      <p className="muted">{t('profile.sections.chefLead')}</p>
      <div className="form-grid">
        <TextField
          label={t('profile.fields.phoneNumber')}
          hint={t('profile.hints.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+370 600 00000"
          required
          {...field('phoneNumber')}
        />
        <TextField
          label={t('profile.fields.nickname')}
          hint={t('profile.hints.nickname')}
          prefix={`${window.location.host}/store/`}
          className="form-grid__wide"
          autoComplete="off"
          spellCheck={false}
          required
          {...field('nickname', { onChange: onNicknameEdited, onBlur: onNicknameBlur })}
        />
        <TextAreaField
          label={t('profile.fields.about')}
          rows={ABOUT_ROWS}
          className="form-grid__wide"
          {...field('about')}
        />
        <TextField
          label={t('profile.fields.hourRate')}
          hint={t('profile.hints.hourRate')}
          inputMode="decimal"
          autoComplete="off"
          required
          {...field('hourRate')}
        />
        <Controller
          control={control}
          name="kitchenType"
          render={({ field: picker }) => (
            <KitchenTypePicker
              label={t('profile.fields.kitchenType')}
              value={picker.value}
              onChange={(value) => {
                picker.onChange(value);
                edited('kitchenType');
              }}
              onBlur={() => {
                picker.onBlur();
                blurred('kitchenType');
              }}
              focusRef={picker.ref}
              error={errorOf('kitchenType')}
            />
          )}
        />
        <TextField
          label={t('profile.fields.personalTaxNumber')}
          hint={t('profile.hints.personalTaxNumber')}
          autoComplete="off"
          {...field('personalTaxNumber')}
        />
        <TextField
          label={t('profile.fields.govRegistryURL')}
          hint={t('profile.hints.govRegistryURL')}
          type="url"
          inputMode="url"
          autoComplete="url"
          {...field('govRegistryURL')}
        />
        <TextField
          label={t('profile.fields.allowedInternetAddress')}
          hint={t('profile.hints.allowedInternetAddress')}
          type="url"
          inputMode="url"
          autoComplete="off"
          {...field('allowedInternetAddress')}
        />
        <TextField
          label={t('profile.fields.stripeAccountId')}
          hint={t('profile.hints.stripeAccountId')}
          autoComplete="off"
          spellCheck={false}
          {...field('stripeAccountId')}
        />
      </div>
    </section>
  );
}
