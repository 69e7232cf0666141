import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { allergenLabel, dietaryTagLabel } from '../i18n/dish-labels.ts';

interface DishTagsProps {
  allergens: readonly string[];
  dietaryTags: readonly string[];
  compact?: boolean;
}

/** Dietary tags (green) and allergens (amber, "contains"), each a named list; nothing when both are empty. */
export function DishTags({ allergens, dietaryTags, compact = false }: DishTagsProps) {
  const { t } = useTranslation();
  if (allergens.length === 0 && dietaryTags.length === 0) return null;
  return (
    <div className={compact ? 'dish-tags dish-tags--compact' : 'dish-tags'}>
      {dietaryTags.length > 0 && (
        <ul className="tag-list" aria-label={t('catalogue.dietaryTitle')}>
          {dietaryTags.map((tag) => (
            <li key={tag} className="tag tag--diet">
              <span aria-hidden="true">✓ </span>
              {dietaryTagLabel(t, tag)}
            </li>
          ))}
        </ul>
      )}
      {allergens.length > 0 && (
        <ul className="tag-list" aria-label={t('catalogue.allergensTitle')}>
          {allergens.map((allergen) => (
            <li key={allergen} className="tag tag--allergen">
              <span aria-hidden="true">⚠ </span>
              {allergenLabel(t, allergen)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
