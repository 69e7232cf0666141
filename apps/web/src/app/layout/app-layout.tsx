import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { ProfileRefresh } from '@/shared/session/profile-query.ts';
import { DocumentHead } from './document-head.ts';
import { NoticeArea } from './notice-area.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The frame of every page. What follows a store that changes after the page is drawn (the page's published
 * head, the signed-in profile) lives in leaf components of its own (DocumentHead, ProfileRefresh): a change
 * there re-renders that leaf, not the layout and the whole page below it. Hydrating a server-rendered page
 * would otherwise end with a synchronous re-render of everything, since the page publishes its head in an
 * effect after its first render.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="app">
      <DocumentHead />
      <ProfileRefresh />
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="app__main" tabIndex={-1}>
        <NoticeArea />
        <Outlet />
      </main>
      <SiteFooter />
      {/* A page opened by a full load has the key "default", whatever the page: keyed by its path
          instead, so that it never takes another page's scroll position. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}
