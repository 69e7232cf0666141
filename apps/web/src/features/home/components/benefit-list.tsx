import { useTranslation } from '@/shared/i18n/use-translation.tsx';

/** i18n keys of each benefit: the first two speak to customers, the last two to chefs. */
const BENEFITS = [
  { title: 'home.benefits.kitchenTitle', text: 'home.benefits.kitchenText' },
  { title: 'home.benefits.pricesTitle', text: 'home.benefits.pricesText' },
  { title: 'home.benefits.paymentTitle', text: 'home.benefits.paymentText' },
  { title: 'home.benefits.chefsTitle', text: 'home.benefits.chefsText' },
] as const;

export function BenefitList() {
  const { t } = useTranslation();
  return (
    <section className="landing-section" aria-labelledby="home-benefits-title">
      <h2 id="home-benefits-title">{t('home.benefits.title')}</h2>
      <ul className="landing-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="card landing-benefits__item">
            <h3>{t(benefit.title)}</h3>
            <p>{t(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
