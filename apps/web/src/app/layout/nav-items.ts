import { SECURITY_PATH } from '@/shared/session/security-path.ts';
import type { Session } from '@/shared/session/use-session.ts';

export interface NavItem {
  to: string;
  /** i18n key */
  label: string;
}

/**
 * The navigation bar (the spec's chrome): Orders and the DOGE wallet when logged in, Marketplace, Create dish
 * for approved chefs.
 */
export function mainNavItems(session: Session): NavItem[] {
  const items: NavItem[] = [];
  if (session.isLoggedIn) {
    items.push({ to: '/orders', label: 'nav.orders' });
    items.push({ to: '/board', label: 'nav.wallet' });
  }
  items.push({ to: '/mp', label: 'nav.marketplace' });
  if (session.isApprovedChef) items.push({ to: '/product', label: 'nav.createDish' });
  return items;
}

export const LOGGED_IN_LINKS: NavItem[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/profile?chefProfile=true', label: 'nav.chefProfile' },
  { to: SECURITY_PATH, label: 'nav.security' },
];

/** The chef's own money (decision 041), in the account menu of approved chefs. */
export const CHEF_LINKS: NavItem[] = [{ to: '/earnings', label: 'nav.earnings' }];

/** The account menu's links: the profile ones, and the chef's when the session is an approved chef's. */
export function accountLinks(session: Session): NavItem[] {
  if (!session.isLoggedIn) return LOGGED_OUT_LINKS;
  return session.isApprovedChef ? [...LOGGED_IN_LINKS, ...CHEF_LINKS] : LOGGED_IN_LINKS;
}

export const LOGGED_OUT_LINKS: NavItem[] = [
  { to: '/signin?source=one_time_pin', label: 'nav.logIn' },
  { to: '/signin?source=regular_registration', label: 'nav.createAccount' },
];
