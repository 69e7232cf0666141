import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { PROFILE_SAVE_REDIRECT_MS } from '@hearth/domain/constants';
import {
  deriveNickname,
  type MerchantInfo,
  type ProfileAddress,
  type UserInfo,
} from '@hearth/domain/profile';
import { useLeaveWarning } from '@/shared/forms/use-leave-warning.ts';
import { useCountries } from '../api/get-countries.ts';
import { useFieldBinding } from '../hooks/use-field-binding.ts';
import { useNameAvailability } from '../hooks/use-name-availability.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import {
  profileFormSchema,
  toFormValues,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../utils/profile-form.ts';
import { redirectAfterSave, saveFailure, type SaveBanner, type SaveStatus } from '../utils/save-outcome.ts';
import { ChefFields } from './chef-fields.tsx';
import { FormBanners, SaveStatusLine } from './form-banners.tsx';
import { GeneralFields } from './general-fields.tsx';

interface ProfileFormProps {
  userInfo: UserInfo;
  address: ProfileAddress | null;
  merchantInfo: MerchantInfo | null;
  /** The chef section shows and is saved: chosen (?chefProfile=true) or already a chef. */
  chefMode: boolean;
}

/** The saved profile; in chef mode without a profile link yet, one derived from the names to start with. */
function initialValues(
  userInfo: UserInfo,
  address: ProfileAddress | null,
  merchantInfo: MerchantInfo | null,
  chefMode: boolean,
): ProfileFormValues {
  const values = toFormValues(userInfo, address, merchantInfo);
  if (chefMode && !values.nickname) values.nickname = deriveNickname(values.firstName, values.lastName);
  return values;
}

/**
 * The profile / store form (decision 017): checked by the domain's rules, saved in three calls,
 * with the status line, the banners of the error catalogue, the redirect after a save and the warning
 * before leaving with unsaved changes.
 */
export function ProfileForm({ userInfo, address, merchantInfo, chefMode }: ProfileFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countries = useCountries();
  const save = useSaveProfile();
  const names = useNameAvailability(userInfo.nickname);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema(chefMode)),
    defaultValues: initialValues(userInfo, address, merchantInfo, chefMode),
  });
  const { isDirty, isSubmitting } = form.formState;

  const [status, setStatus] = useState<SaveStatus>('idle');
  const [banner, setBanner] = useState<SaveBanner | null>(null);
  const [checkingName, setCheckingName] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  // The profile link follows the names until it is edited by hand.
  const [nicknameByHand, setNicknameByHand] = useState(Boolean(userInfo.nickname));

  const nickname = useWatch({ control: form.control, name: 'nickname' });
  const nameState = chefMode ? names.stateOf(nickname) : 'idle';
  const saving = isSubmitting || save.isPending;
  const binding = useFieldBinding(form, (name) => {
    if (name !== 'nickname') return undefined;
    if (nameState === 'unavailable') return t('forms.validation.nameNotAvailable');
    if (nameState === 'error') return t('forms.validation.nameAvailabilityError');
    return undefined;
  });

  useLeaveWarning(isDirty && !saving, t('profile.leaveConfirm'));

  // A new edit during the countdown cancels it (and the leave warning takes over).
  useEffect(() => {
    if (!redirectTo || isDirty) return;
    const timer = window.setTimeout(() => void navigate(redirectTo), PROFILE_SAVE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, isDirty, navigate]);

  function deriveNicknameFromNames() {
    if (!chefMode || nicknameByHand) return;
    const [firstName, lastName] = form.getValues(['firstName', 'lastName']);
    form.setValue('nickname', deriveNickname(firstName, lastName), {
      shouldDirty: true,
      shouldValidate: Boolean(form.getFieldState('nickname').error),
    });
  }

  async function onValid(values: ProfileFormOutput) {
    binding.setServerErrors({});
    setBanner(null);
    setRedirectTo(null);
    if (chefMode) {
      setCheckingName(true);
      const availability = await names.ensure(values.nickname ?? '');
      setCheckingName(false);
      if (availability === 'unavailable') {
        setBanner({ kind: 'validationFailed' });
        form.setFocus('nickname');
        return;
      }
    }
    setStatus('loading');
    try {
      const saved = await save.mutateAsync({ values, chefMode });
      form.reset(toFormValues(saved.userInfo, saved.address, saved.merchantInfo ?? merchantInfo));
      setNicknameByHand(Boolean(saved.userInfo.nickname));
      const next = redirectAfterSave(chefMode, saved.valid);
      setStatus('success');
      setBanner({ kind: 'saved', message: saved.message, redirecting: next !== null });
      setRedirectTo(next);
    } catch (error) {
      const failure = saveFailure(error, chefMode);
      setStatus('error');
      setBanner(failure.banner);
      binding.setServerErrors(failure.fieldErrors);
      if (failure.focus) form.setFocus(failure.focus);
    }
  }

  function onInvalid() {
    setStatus('idle');
    setBanner({ kind: 'validationFailed' });
  }

  function cancel() {
    form.reset();
    setNicknameByHand(Boolean(userInfo.nickname));
    binding.setServerErrors({});
    setBanner(null);
    setStatus('idle');
  }

  return (
    <form className="form profile-form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <GeneralFields
        binding={binding}
        email={userInfo.email}
        countries={countries}
        onNameChange={deriveNicknameFromNames}
      />
      {chefMode && (
        <ChefFields
          binding={binding}
          control={form.control}
          onNicknameEdited={() => setNicknameByHand(true)}
          onNicknameBlur={() => names.check(form.getValues('nickname'))}
        />
      )}
      <FormBanners
        banner={banner}
        onDismiss={() => setBanner(null)}
        validating={checkingName || nameState === 'checking'}
        unsaved={isDirty && !saving}
      />
      <div className="form__actions profile-form__actions">
        <SaveStatusLine status={status} />
        <button type="button" className="button button--ghost" disabled={saving} onClick={cancel}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={saving || nameState === 'unavailable'}
        >
          {t('common.save')}
        </button>
      </div>
    </form>
  );
}
