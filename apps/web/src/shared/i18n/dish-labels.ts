import type { TFunction } from '@/shared/i18n/translator.ts';
import { ALLERGENS, DIETARY_TAGS } from '@hearth/domain/constants';

const isOneOf = (codes: readonly string[], code: string) => codes.includes(code);

/** The label of an allergen code (EU 1169/2011 Annex II); an unknown code is shown as it is. */
export function allergenLabel(t: TFunction, code: string): string {
  return isOneOf(ALLERGENS, code) ? t(`allergens.${code}`) : code;
}

/** The label of a dietary tag code; an unknown code is shown as it is. */
export function dietaryTagLabel(t: TFunction, tag: string): string {
  return isOneOf(DIETARY_TAGS, tag) ? t(`dietaryTags.${tag}`) : tag;
}
