import { useTranslation } from 'react-i18next';
import type { Allergen, DietaryTag } from '@hearth/domain/catalogue';

/** Catalogue keys of the allergens (EU 1169/2011 Annex II) and the dietary tags of @hearth/domain/catalogue. */
export const ALLERGEN_LABELS: Record<Allergen, string> = {
  gluten: 'catalogue.allergens.gluten',
  crustaceans: 'catalogue.allergens.crustaceans',
  eggs: 'catalogue.allergens.eggs',
  fish: 'catalogue.allergens.fish',
  peanuts: 'catalogue.allergens.peanuts',
  soybeans: 'catalogue.allergens.soybeans',
  milk: 'catalogue.allergens.milk',
  nuts: 'catalogue.allergens.nuts',
  celery: 'catalogue.allergens.celery',
  mustard: 'catalogue.allergens.mustard',
  sesame: 'catalogue.allergens.sesame',
  sulphites: 'catalogue.allergens.sulphites',
  lupin: 'catalogue.allergens.lupin',
  molluscs: 'catalogue.allergens.molluscs',
};

export const DIETARY_TAG_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'catalogue.dietary.vegetarian',
  vegan: 'catalogue.dietary.vegan',
  'gluten-free': 'catalogue.dietary.glutenFree',
  'lactose-free': 'catalogue.dietary.lactoseFree',
  halal: 'catalogue.dietary.halal',
  kosher: 'catalogue.dietary.kosher',
};

function label(t: (key: string) => string, labels: Record<string, string>, id: string): string {
  const key = labels[id];
  return key ? t(key) : id;
}

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
              {label(t, DIETARY_TAG_LABELS, tag)}
            </li>
          ))}
        </ul>
      )}
      {allergens.length > 0 && (
        <ul className="tag-list" aria-label={t('catalogue.allergensTitle')}>
          {allergens.map((allergen) => (
            <li key={allergen} className="tag tag--allergen">
              <span aria-hidden="true">⚠ </span>
              {label(t, ALLERGEN_LABELS, allergen)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
