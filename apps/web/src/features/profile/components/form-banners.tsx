import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';
import { CloseIcon } from '@/shared/ui/icons.tsx';
import type { SaveBanner, SaveStatus } from '../utils/save-outcome.ts';

const STATUS_TEXTS: Record<Exclude<SaveStatus, 'idle'>, string> = {
  loading: 'profile.status.saving',
  success: 'profile.status.saved',
  error: 'profile.status.error',
};

/** "Network error: unable to save, check connection". */
export const SAVE_NETWORK_ERROR_KEY = 'profile.banners.network';

interface FormBannersProps {
  banner: SaveBanner | null;
  onDismiss: () => void;
  validating: boolean;
  unsaved: boolean;
}

/** The banners above the actions: the save outcome (errors dismissible), validating, unsaved changes. */
export function FormBanners({ banner, onDismiss, validating, unsaved }: FormBannersProps) {
  const { t } = useTranslation();
  return (
    <div className="form-banners">
      {banner && banner.kind !== 'saved' && (
        <div className="notice notice--error form-banner" role="alert">
          <div>
            <p>{errorBannerText(t, banner)}</p>
            {banner.kind === 'serverValidation' && banner.items.length > 0 && (
              <ul>
                {banner.items.map((item, index) => (
                  <li key={index}>
                    {item.field
                      ? `${item.field}: ${translateFieldError(t, item.field, item.message)}`
                      : translateMessage(t, item.message)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('common.dismiss')}
            onClick={onDismiss}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      )}
      {banner?.kind === 'saved' && (
        <div className="notice notice--success form-banner" role="status">
          <p>
            {translateMessage(t, banner.message)}
            {banner.redirecting && <> {t('profile.banners.redirecting')}</>}
          </p>
        </div>
      )}
      {validating && (
        <p className="notice notice--info form-banner" role="status">
          {t('profile.banners.validating')}
        </p>
      )}
      {unsaved && <p className="notice notice--info form-banner">{t('profile.banners.unsaved')}</p>}
    </div>
  );
}

function errorBannerText(
  t: Parameters<typeof translateMessage>[0],
  banner: Exclude<SaveBanner, { kind: 'saved' }>,
): string {
  switch (banner.kind) {
    case 'validationFailed':
      // The banner sits by the Save button, under the fields it points to.
      return t('profile.fixFieldsAbove');
    case 'network':
      return t(SAVE_NETWORK_ERROR_KEY);
    case 'serverError':
      return translateMessage(t, banner.message);
    case 'serverValidation':
      return t('profile.banners.serverValidation');
  }
}

/** The status line beside the buttons: saving, saved successfully, error saving. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  return (
    <p className={`status-line status-line--${status}`} role="status">
      {status === 'idle' ? '' : t(STATUS_TEXTS[status])}
    </p>
  );
}
