import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { Country } from '@hearth/domain/profile';
import { SelectField } from '@/shared/ui/select-field.tsx';
import { TextField } from '@/shared/ui/text-field.tsx';
import type { FieldBinding } from '../hooks/use-field-binding.ts';

interface GeneralFieldsProps {
  binding: FieldBinding;
  email: string;
  countries: readonly Country[];
  /** A name changed (the profile link may follow it). */
  onNameChange: () => void;
}

/** The general section: names, read-only e-mail, country by phone code, city, address, Telegram. */
export function GeneralFields({ binding: { field }, email, countries, onNameChange }: GeneralFieldsProps) {
  const { t } = useTranslation();
  const countryOptions = countries.map((country) => ({
    value: String(country.phone_code),
    label: t('profile.countryOption', {
      country: t(`countries.${country.country_tag}`, { defaultValue: country.country_name }),
      code: country.phone_code,
    }),
  }));
  return (
    <section className="form-section" aria-labelledby="profile-general-title">
      <h2 id="profile-general-title">{t('profile.sections.general')}</h2>
      <div className="form-grid">
        <TextField
          label={t('profile.fields.firstName')}
          autoComplete="given-name"
          {...field('firstName', { onChange: onNameChange })}
        />
        <TextField
          label={t('profile.fields.lastName')}
          autoComplete="family-name"
          {...field('lastName', { onChange: onNameChange })}
        />
        <TextField
          label={t('profile.fields.email')}
          type="email"
          name="email"
          value={email}
          readOnly
          hint={t('profile.hints.email')}
          className="form-grid__wide"
        />
        <SelectField
          label={t('profile.fields.country')}
          options={countryOptions}
          autoComplete="country"
          {...field('countryPhoneCode')}
        />
        <TextField label={t('profile.fields.city')} autoComplete="address-level2" {...field('city')} />
        <TextField label={t('profile.fields.state')} autoComplete="address-level1" {...field('state')} />
        <TextField
          label={t('profile.fields.postalCode')}
          autoComplete="postal-code"
          {...field('postalCode')}
        />
        <TextField
          label={t('profile.fields.formattedAddress')}
          autoComplete="street-address"
          className="form-grid__wide"
          {...field('formatted_address')}
        />
        <TextField
          label={t('profile.fields.telegramNickname')}
          hint={t('profile.hints.telegramNickname')}
          autoComplete="off"
          spellCheck={false}
          {...field('telegramNickname')}
        />
      </div>
    </section>
  );
}
