import { SECURITY_PATH } from '@/shared/session/security-path.ts';
import type { Session } from '@/shared/session/use-session.ts';

export interface NavItem {
  to: string;
  /** i18n key */
  label: string;
  /** Shows how many items wait for the operator (store management's queues). */
  pendingCount?: true;
}

/** OPERATOR and ADMIN: the server decides who may moderate; the stored role only chooses what to show. */
export function isOperator(session: Session): boolean {
  const role = session.profile?.role;
  return role === 'OPERATOR' || role === 'ADMIN';
}

/** The operator's home (decision 056), with the count of what waits for a decision. */
export const STORE_MANAGEMENT_LINK: NavItem = {
  to: '/store-management',
  label: 'nav.storeManagement',
  pendingCount: true,
};

/**
 * The navigation bar (the spec's chrome): Orders and the DOGE wallet when logged in, Store management for
 * operators, Marketplace, Create dish for approved chefs.
 */
export function mainNavItems(session: Session): NavItem[] {
  const items: NavItem[] = [];
  if (session.isLoggedIn) {
    items.push({ to: '/orders', label: 'nav.orders' });
    items.push({ to: '/board', label: 'nav.wallet' });
  }
  if (isOperator(session)) items.push(STORE_MANAGEMENT_LINK);
  items.push({ to: '/mp', label: 'nav.marketplace' });
  if (session.isApprovedChef) items.push({ to: '/product', label: 'nav.createDish' });
  return items;
}

export const LOGGED_IN_LINKS: NavItem[] = [
  { to: '/profile', label: 'nav.profile' },
  { to: '/profile?chefProfile=true', label: 'nav.chefProfile' },
  { to: SECURITY_PATH, label: 'nav.security' },
];

/** The chef's own money (decision 041) and schedule (decision 063), in the account menu of approved chefs. */
export const CHEF_LINKS: NavItem[] = [
  { to: '/earnings', label: 'nav.earnings' },
  { to: '/schedule', label: 'nav.schedule' },
];

/**
 * The account menu's links: the profile ones, the chef's when the session is an approved chef's, and store
 * management for an operator.
 */
export function accountLinks(session: Session): NavItem[] {
  if (!session.isLoggedIn) return LOGGED_OUT_LINKS;
  return [
    ...LOGGED_IN_LINKS,
    ...(session.isApprovedChef ? CHEF_LINKS : []),
    ...(isOperator(session) ? [STORE_MANAGEMENT_LINK] : []),
  ];
}

export const LOGGED_OUT_LINKS: NavItem[] = [
  { to: '/signin?source=one_time_pin', label: 'nav.logIn' },
  { to: '/signin?source=regular_registration', label: 'nav.createAccount' },
];
