import type { Session } from '@/shared/session/use-session.ts';

export interface LandingLink {
  to: string;
  /** i18n key */
  label: string;
}

/**
 * Where "become a chef" leads: a visitor registers in chef mode; a logged-in user
 * fills the chef section of their profile instead of registering again; an approved chef is one already.
 */
export function becomeChefPath(session: Session): string | null {
  if (!session.isLoggedIn) return '/signin?source=regular_registration&chefProfile=true';
  return session.isApprovedChef ? null : '/profile?chefProfile=true';
}

/**
 * The landing's top navigation: become a chef, create account and log in for a
 * visitor; signing in again means nothing to a logged-in user, who sees only the way to become a chef.
 */
export function landingLinks(session: Session): LandingLink[] {
  const chefPath = becomeChefPath(session);
  const links: LandingLink[] = chefPath ? [{ to: chefPath, label: 'home.becomeChef' }] : [];
  if (!session.isLoggedIn) {
    links.push({ to: '/signin?source=regular_registration', label: 'home.createAccount' });
    links.push({ to: '/signin?source=one_time_pin', label: 'home.logIn' });
  }
  return links;
}
