import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { useSession } from '@/shared/session/use-session.ts';
import { MenuIcon } from '@/shared/ui/icons.tsx';
import { MenuButton } from '@/shared/ui/menu/menu-button.tsx';
import { landingLinks } from '../utils/landing-links.ts';

/**
 * The landing's own entry points: a row of links on wide screens, a menu button on phones (the site's
 * keyboard menu: arrows, Enter, Escape back to the button). CSS shows one of the two.
 */
export function LandingNav() {
  const { t } = useTranslation();
  const links = landingLinks(useSession());
  if (links.length === 0) return null;
  const items = links.map((link) => ({ key: link.to, label: t(link.label), to: link.to }));

  return (
    <nav className="landing-nav" aria-label={t('home.actions')}>
      <ul className="landing-nav__links desktop-only">
        {items.map((item, index) => (
          <li key={item.key}>
            <Link className={index === 0 ? 'button button--primary' : 'button button--ghost'} to={item.to}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <MenuButton
        items={items}
        className="landing-nav__menu mobile-only"
        buttonClassName="menu__button landing-nav__button"
      >
        <MenuIcon />
        <span>{t('home.menu')}</span>
      </MenuButton>
    </nav>
  );
}
