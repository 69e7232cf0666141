import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { useNearViewport } from '@/shared/ui/use-near-viewport.ts';

// The knowledge base and its figures are a chunk of their own, fetched when the reader nears the FAQ.
const FaqWithFacts = lazy(async () => ({
  default: (await import('@/shared/faq/faq-list.tsx')).FaqWithFacts,
}));

/** The landing's FAQ (portal fee, VAT, prepayment, cancellations, refunds) from the knowledge base. */
export function LandingFaq() {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  return (
    <section ref={section} id="faq" className="landing-section" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title">{t('home.faq.title')}</h2>
      {near ? (
        <Suspense fallback={<PageLoading />}>
          <FaqWithFacts showLinks />
        </Suspense>
      ) : (
        <PageLoading />
      )}
      <p>
        <Link to="/assets/about">{t('home.faq.more')}</Link>
      </p>
    </section>
  );
}
