import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { Facts } from '@hearth/domain/knowledge-base';
import type { RuleSection as Section } from '../utils/about-sections.ts';

/** One rule of the information page, its figures filled from the same facts as the FAQ and the assistant. */
export function RuleSection({ section, facts }: { section: Section; facts: Facts }) {
  const { t } = useTranslation();
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className="about__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(section.title)}</h2>
      <p>{t(section.lead)}</p>
      <ul className="about__rules">
        {section.items.map((key) => (
          <li key={key}>{t(key, { ...facts })}</li>
        ))}
      </ul>
    </section>
  );
}
