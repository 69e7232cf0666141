import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { StepBanner as Banner } from '../utils/outcome.ts';
import { wizardMessage } from '../utils/outcome.ts';
import { translateFieldError } from '@/shared/i18n/translate-message.ts';

/** A step's outcome above its actions: errors as an alert, a success as a status. */
export function StepBanner({ banner }: { banner: Banner | null }) {
  const { t } = useTranslation();
  if (!banner) return null;
  if (banner.kind === 'success') {
    return (
      <p className="notice notice--success form-banner" role="status">
        {wizardMessage(t, banner.message)}
      </p>
    );
  }
  return (
    <div className="notice notice--error form-banner" role="alert">
      <div>
        <p>{wizardMessage(t, banner.message)}</p>
        {banner.items && banner.items.length > 0 && (
          <ul>
            {banner.items.map((item, index) => (
              <li key={index}>
                {item.field}: {translateFieldError(t, item.field, item.message)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
