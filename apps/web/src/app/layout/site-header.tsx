import { Link, NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useSession } from '@/shared/session/use-session.ts';
import { HearthLogo } from '@/shared/ui/icons.tsx';
import { MessagesLink } from '@/features/conversations/components/messages-link.tsx';
import { CartLink } from './cart-link.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { mainNavItems } from './nav-items.ts';
import { NavLabel } from './nav-label.tsx';
import { usePendingCount } from './use-pending-count.ts';
import { UserMenu } from './user-menu.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const pending = usePendingCount(session);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <HearthLogo />
          <span className="brand__name">{t('common.appName')}</span>
        </Link>
        <nav className="main-nav desktop-only" aria-label={t('nav.main')}>
          <ul>
            {mainNavItems(session).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>
                  <NavLabel item={item} pending={pending} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          {session.isLoggedIn && <MessagesLink />}
          <CartLink />
          <LanguageMenu />
          <div className="desktop-only">
            <UserMenu />
          </div>
          <div className="mobile-only">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
