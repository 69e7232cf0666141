import { DESCRIPTION_PREVIEW_CHARS } from '@hearth/domain/constants';

/** A dish description on the chef page: cut at 60 characters plus an ellipsis. */
export function descriptionPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= DESCRIPTION_PREVIEW_CHARS) return flat;
  return `${chars.slice(0, DESCRIPTION_PREVIEW_CHARS).join('').trimEnd()}…`;
}
