import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useLogout } from '@/shared/session/use-logout.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { CloseIcon, MenuIcon } from '@/shared/ui/icons.tsx';
import { UserAvatar } from '@/shared/ui/user-avatar.tsx';
import { accountLinks, mainNavItems } from './nav-items.ts';
import { NavLabel } from './nav-label.tsx';
import { usePendingCount } from './use-pending-count.ts';

/** Below ~768px: a hamburger panel with the navigation and account links, plus name and e-mail. */
export function MobileMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const { profile } = session;
  const logout = useLogout();
  const pending = usePendingCount(session);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  }

  // Store management is in both lists of an operator: once here.
  const links = [...mainNavItems(session), ...accountLinks(session)].filter(
    (item, index, all) => all.findIndex((other) => other.to === item.to) === index,
  );

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'nav.closeMenu' : 'nav.openMenu')}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="mobile-menu__panel" onKeyDown={onPanelKeyDown}>
          {profile && (
            <div className="mobile-menu__user">
              <UserAvatar key={profile.id} profile={profile} />
              <div>
                {profile.name && <strong>{profile.name}</strong>}
                <span className="muted">{profile.email}</span>
              </div>
            </div>
          )}
          <nav aria-label={t('nav.main')}>
            <ul className="mobile-menu__list">
              {links.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end onClick={() => close(false)}>
                    <NavLabel item={item} pending={pending} />
                  </NavLink>
                </li>
              ))}
              {profile && (
                <li>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      close(true);
                      logout.mutate();
                    }}
                  >
                    {t('nav.logOut')}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
