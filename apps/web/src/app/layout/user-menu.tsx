import { useTranslation } from 'react-i18next';
import { useLogout } from '../../shared/session/use-logout.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { MenuButton, type MenuEntry } from '../../shared/ui/menu/menu-button.tsx';
import { UserAvatar } from '../../shared/ui/user-avatar.tsx';
import { LOGGED_IN_LINKS, LOGGED_OUT_LINKS } from './nav-items.ts';

/** Avatar menu: Profile, Chef profile and Log out when logged in; Log in and Create account otherwise. */
export function UserMenu() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const logout = useLogout();

  const items: MenuEntry[] = profile
    ? [
        ...LOGGED_IN_LINKS.map((item) => ({ key: item.to, label: t(item.label), to: item.to })),
        { key: 'logout', label: t('nav.logOut'), onSelect: () => logout.mutate() },
      ]
    : LOGGED_OUT_LINKS.map((item) => ({ key: item.to, label: t(item.label), to: item.to }));

  const header = profile && (
    <div className="menu__header">
      {profile.name && <strong>{profile.name}</strong>}
      <span className="muted">{profile.email}</span>
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
      <UserAvatar key={profile?.id ?? 'guest'} profile={profile} />
    </MenuButton>
  );
}
