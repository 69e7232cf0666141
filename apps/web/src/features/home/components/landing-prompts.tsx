import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useSession } from '@/shared/session/use-session.ts';
import { becomeChefPath } from '../utils/landing-links.ts';
import { useConfigWhenNear } from '@/shared/api/get-config.ts';
import { useNearViewport } from '@/shared/ui/use-near-viewport.ts';

/** The closing prompts of the landing: create a merchant account, and tell us what you think. */
export function LandingPrompts() {
  const { t } = useTranslation();
  const prompts = useRef<HTMLDivElement>(null);
  const contactEmail = useConfigWhenNear(useNearViewport(prompts))?.contactEmail;
  const chefPath = becomeChefPath(useSession());
  return (
    <div className="landing-prompts" ref={prompts}>
      {chefPath && (
        <section className="card landing-prompt" aria-labelledby="home-chef-prompt-title">
          <h2 id="home-chef-prompt-title">{t('home.chefPrompt.title')}</h2>
          <p>{t('home.chefPrompt.text')}</p>
          <Link className="button button--primary" to={chefPath}>
            {t('home.chefPrompt.action')}
          </Link>
        </section>
      )}
      <section className="card landing-prompt" aria-labelledby="home-feedback-title">
        <h2 id="home-feedback-title">{t('home.feedback.title')}</h2>
        <p>{t('home.feedback.text')}</p>
        <div className="landing-prompt__actions">
          {contactEmail && (
            <a className="button button--secondary" href={`mailto:${contactEmail}`}>
              {t('home.feedback.write')}
            </a>
          )}
          <Link className="button button--ghost" to="/assistant">
            {t('home.feedback.ask')}
          </Link>
        </div>
      </section>
    </div>
  );
}
