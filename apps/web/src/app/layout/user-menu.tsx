import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useLogout } from '@/shared/session/use-logout.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { MenuButton, type MenuEntry } from '@/shared/ui/menu/menu-button.tsx';
import { UserIcon } from '@/shared/ui/icons.tsx';
import { UserAvatar } from '@/shared/ui/user-avatar.tsx';
import { accountLinks } from './nav-items.ts';
import { navText } from './nav-label.tsx';
import { usePendingCount } from './use-pending-count.ts';

/** A long address wraps before its "@" rather than in the middle of a word. */
function emailWithBreak(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * Avatar menu: Profile, Chef profile (and Earnings for an approved chef, Store management for an operator)
 * and Log out when logged in; Log in and Create account otherwise.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const { profile } = session;
  const logout = useLogout();
  const pending = usePendingCount(session);

  const links = accountLinks(session).map((item) => ({
    key: item.to,
    label: navText(t, item, pending),
    to: item.to,
  }));
  const items: MenuEntry[] = profile
    ? [...links, { key: 'logout', label: t('nav.logOut'), onSelect: () => logout.mutate() }]
    : links;

  const header = profile && (
    <div className="menu__header">
      {profile.name && <strong>{profile.name}</strong>}
      <span className="muted">{emailWithBreak(profile.email)}</span>
    </div>
  );

  return (
    <MenuButton
      items={items}
      header={header}
      className="user-menu"
      buttonClassName="menu__button user-menu__button"
      buttonLabel={t('nav.accountMenu')}
    >
      {profile ? (
        <UserAvatar key={profile.id} profile={profile} />
      ) : (
        // A visitor has no initial: a person, not a "U".
        <span className="avatar" aria-hidden="true">
          <UserIcon size={18} />
        </span>
      )}
    </MenuButton>
  );
}
