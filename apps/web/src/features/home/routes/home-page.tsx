import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Placeholder landing: the three entry points and the marketplace (the full landing comes later). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <nav className="hero__actions" aria-label={t('home.actions')}>
          <Link className="button button--primary" to="/signin?source=regular_registration&chefProfile=true">
            {t('home.becomeChef')}
          </Link>
          <Link className="button button--secondary" to="/signin?source=regular_registration">
            {t('home.createAccount')}
          </Link>
          <Link className="button button--ghost" to="/signin?source=one_time_pin">
            {t('home.logIn')}
          </Link>
        </nav>
        <p>
          <Link className="button button--large button--primary" to="/mp">
            {t('home.marketplace')}
          </Link>
        </p>
      </section>
    </div>
  );
}
