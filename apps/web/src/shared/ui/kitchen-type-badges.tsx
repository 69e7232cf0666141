import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { KitchenType } from '@hearth/domain/constants';

/** Catalogue keys of the kitchen types; `backery` is the spec's spelling of the id. */
export const KITCHEN_TYPE_LABELS: Record<KitchenType, string> = {
  mediterranean: 'kitchenTypes.mediterranean',
  french: 'kitchenTypes.french',
  mexican: 'kitchenTypes.mexican',
  asian: 'kitchenTypes.asian',
  indian: 'kitchenTypes.indian',
  american: 'kitchenTypes.american',
  backery: 'kitchenTypes.backery',
  vegan: 'kitchenTypes.vegan',
  seafood: 'kitchenTypes.seafood',
  grill: 'kitchenTypes.grill',
  street: 'kitchenTypes.street',
  desserts: 'kitchenTypes.desserts',
  georgian: 'kitchenTypes.georgian',
  pizza: 'kitchenTypes.pizza',
};

/** The translated name of a kitchen type; an unknown id (older data) is shown as it is. */
export function kitchenTypeLabel(t: (key: string) => string, type: string): string {
  const key = (KITCHEN_TYPE_LABELS as Record<string, string | undefined>)[type];
  return key ? t(key) : type;
}

interface KitchenTypeBadgesProps {
  types: readonly string[];
  /** Names the list for assistive technology. */
  label?: string;
}

/** Kitchen types as coloured badges, each type with its own colour (styles.css `.kitchen-badge--*`). */
export function KitchenTypeBadges({ types, label }: KitchenTypeBadgesProps) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  return (
    <ul className="kitchen-badges" aria-label={label}>
      {types.map((type) => (
        <li key={type} className={`kitchen-badge kitchen-badge--${type}`}>
          {kitchenTypeLabel(t, type)}
        </li>
      ))}
    </ul>
  );
}
