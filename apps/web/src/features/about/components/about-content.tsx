import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ABOUT_SECTIONS, type Facts } from '@hearth/domain/knowledge-base';
import { FaqList } from '@/shared/faq/faq-list.tsx';
import { useScrollToHash } from '../hooks/use-scroll-to-hash.ts';
import { RULE_SECTIONS } from '../utils/about-sections.ts';
import { ContactSection } from './contact-section.tsx';
import { RuleSection } from './rule-section.tsx';

/** The sections of /assets/about once the figures are known. */
export function AboutContent({ facts }: { facts: Facts }) {
  const { t } = useTranslation();
  useScrollToHash();
  return (
    <>
      {RULE_SECTIONS.map((section) => (
        <RuleSection key={section.id} section={section} facts={facts} />
      ))}
      <section id={ABOUT_SECTIONS.faq} className="about__section" aria-labelledby="about-faq-title">
        <h2 id="about-faq-title">{t('about.faq.title')}</h2>
        <FaqList facts={facts} />
      </section>
      <ContactSection />
    </>
  );
}
