import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useProfileRefresh } from '@/shared/session/profile-query.ts';
import { useDocumentHead } from './document-head.ts';
import { NoticeArea } from './notice-area.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useProfileRefresh();
  useDocumentHead();
  return (
    <div className="app">
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
