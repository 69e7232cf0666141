import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useRef } from 'react';
import { useConfigWhenNear } from '@/shared/api/get-config.ts';
import { useNearViewport } from '@/shared/ui/use-near-viewport.ts';

/**
 * The footer: the social links and the contact address are the server's (SOCIAL_LINKS, CONTACT_EMAIL), read
 * when the reader nears the footer.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const footer = useRef<HTMLElement>(null);
  const config = useConfigWhenNear(useNearViewport(footer));
  return (
    <footer className="site-footer" ref={footer}>
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <p className="muted small">{t('footer.disclaimer')}</p>
          <p className="small">
            <Link to="/assets/about">{t('about.title')}</Link>
          </p>
        </div>
        {config && config.socialLinks.length > 0 && (
          <nav aria-label={t('footer.social')}>
            <ul className="site-footer__social">
              {config.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {config && (
          <p className="site-footer__contact">
            {t('footer.contact')} <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
          </p>
        )}
        <p className="site-footer__contact">
          {t('assistant.footerPrompt')} <Link to="/assistant">{t('assistant.footerLink')}</Link>
        </p>
        <p className="muted small">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
