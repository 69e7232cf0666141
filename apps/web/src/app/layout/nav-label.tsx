import type { TFunction } from '@/shared/i18n/translator.ts';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { NavItem } from './nav-items.ts';

/** A link's text in the navigation bar, with a badge of the pending count when it has one above 0. */
export function NavLabel({ item, pending }: { item: NavItem; pending: number | undefined }) {
  const { t } = useTranslation();
  const count = item.pendingCount && pending ? pending : 0;
  return (
    <>
      {t(item.label)}
      {count > 0 && (
        <span className="nav-count">
          <span aria-hidden="true">{count}</span>
          {/* Read as "Store management, 3 waiting for a decision". */}
          <span className="visually-hidden">{`, ${t('nav.pendingCount', { count })}`}</span>
        </span>
      )}
    </>
  );
}

/** The same as one string, for the menus: "Store management (3)". */
export function navText(t: TFunction, item: NavItem, pending: number | undefined): string {
  return item.pendingCount && pending
    ? t('nav.withCount', { label: t(item.label), count: pending })
    : t(item.label);
}
