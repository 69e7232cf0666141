import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '@hearth/domain/constants';

const SOCIAL_LINKS = [
  { key: 'footer.facebook', href: 'https://www.facebook.com/' },
  { key: 'footer.instagram', href: 'https://www.instagram.com/' },
  { key: 'footer.linkedin', href: 'https://www.linkedin.com/' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <p className="muted small">{t('footer.disclaimer')}</p>
          <p className="small">
            <Link to="/assets/about">{t('about.title')}</Link>
          </p>
        </div>
        <nav aria-label={t('footer.social')}>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__contact">
          {t('footer.contact')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className="site-footer__contact">
          {t('assistant.footerPrompt')} <Link to="/assistant">{t('assistant.footerLink')}</Link>
        </p>
        <p className="muted small">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
