import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CART_BADGE_CAP } from '@hearth/domain/constants';

/** A count as the header's badges show it: above 99, "99+". */
export function badgeText(count: number): string {
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

interface BadgeLinkProps {
  to: string;
  icon: ReactNode;
  count: number;
  /** The link's name without a count, and with the badge's text (`count > 0`). */
  label: string;
  labelWithCount: (badge: string) => string;
  testId: string;
}

/** A header icon link with a count badge (the cart, the messages); the badge is hidden at 0. */
export function BadgeLink({ to, icon, count, label, labelWithCount, testId }: BadgeLinkProps) {
  const badge = badgeText(count);
  return (
    <Link to={to} className="icon-button cart-link" aria-label={count > 0 ? labelWithCount(badge) : label}>
      {icon}
      {count > 0 && (
        <span className="cart-link__badge" aria-hidden="true" data-testid={testId}>
          {badge}
        </span>
      )}
    </Link>
  );
}
