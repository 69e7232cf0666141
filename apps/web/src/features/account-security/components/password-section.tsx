import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { MESSAGES } from '@hearth/domain/messages';
import { usePasswordStatus } from '../api/get-password-status.ts';
import { LoadFailure } from './load-failure.tsx';
import { PasswordForm } from './password-form.tsx';

/** The password: whether there is one, and the form that sets or changes it. */
export function PasswordSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const status = usePasswordStatus();
  const [changed, setChanged] = useState(false);

  function afterChange() {
    setChanged(true);
    // The proof a next change needs and the sessions (the others ended) are read again by the change's call.
    onChanged();
  }

  return (
    <section className="security-section" aria-labelledby="security-password-title">
      <h2 id="security-password-title">{t('accountSecurity.password.title')}</h2>
      {changed && (
        <p className="notice notice--success" role="status">
          {t(MESSAGES.passwordChanged)}
        </p>
      )}
      {status.isError ? (
        <LoadFailure error={status.error} retry={() => void status.refetch()} />
      ) : status.data ? (
        <>
          <p className="muted">
            {t(
              status.data.hasPassword
                ? 'accountSecurity.password.hasPassword'
                : 'accountSecurity.password.noPassword',
            )}
          </p>
          <PasswordForm
            key={status.data.proof}
            proof={status.data.proof}
            hasPassword={status.data.hasPassword}
            onChanged={afterChange}
          />
        </>
      ) : (
        <p className="muted">{t('common.loading')}</p>
      )}
    </section>
  );
}
