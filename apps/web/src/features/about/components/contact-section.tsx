import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '@hearth/domain/constants';
import { ABOUT_SECTIONS } from '@hearth/domain/knowledge-base';

export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section id={ABOUT_SECTIONS.contact} className="about__section" aria-labelledby="about-contact-title">
      <h2 id="about-contact-title">{t('about.contact.title')}</h2>
      <p>
        {t('about.contact.write')} <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <p>
        {t('about.contact.assistant')} <Link to="/assistant">{t('about.contact.assistantLink')}</Link>
      </p>
    </section>
  );
}
