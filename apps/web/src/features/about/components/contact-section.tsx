import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ABOUT_SECTIONS } from '@hearth/domain/knowledge-base';
import { useConfig } from '@/shared/api/get-config.ts';

export function ContactSection() {
  const { t } = useTranslation();
  // The page's figures read the same settings, so this asks for nothing more.
  const contactEmail = useConfig().data?.contactEmail;
  return (
    <section id={ABOUT_SECTIONS.contact} className="about__section" aria-labelledby="about-contact-title">
      <h2 id="about-contact-title">{t('about.contact.title')}</h2>
      {contactEmail && (
        <p>
          {t('about.contact.write')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      )}
      <p>
        {t('about.contact.assistant')} <Link to="/assistant">{t('about.contact.assistantLink')}</Link>
      </p>
    </section>
  );
}
