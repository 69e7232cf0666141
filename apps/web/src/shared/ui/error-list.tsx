import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { FormErrorItem } from '../api/form-errors.ts';
import { translateFieldError, translateMessage } from '../i18n/translate-message.ts';

interface ErrorListProps {
  items: readonly FormErrorItem[];
  /** Visible names of the form's fields, keyed by field name. */
  fieldLabels: Record<string, string>;
  /** Prefix of the line ids; a field's first line is `${idPrefix}-${field}` (see errorLineId). */
  idPrefix: string;
}

export function errorLineId(idPrefix: string, field: string): string {
  return `${idPrefix}-${field}`;
}

interface Line {
  id?: string;
  text: string;
}

/**
 * The red list titled "Error" of the sign-in forms (decision 014): field messages and general ones,
 * announced.
 */
export function ErrorList({ items, fieldLabels, idPrefix }: ErrorListProps) {
  const { t } = useTranslation();
  const fieldLines: Line[] = [];
  const fieldTexts = new Set<string>();
  const generalTexts = new Set<string>();
  for (const item of items) {
    if (item.field === undefined) {
      generalTexts.add(translateMessage(t, item.message));
      continue;
    }
    const text = translateFieldError(t, item.field, item.message);
    const firstOfField = !fieldLines.some((line) => line.id === errorLineId(idPrefix, item.field!));
    fieldTexts.add(text);
    fieldLines.push({
      id: firstOfField ? errorLineId(idPrefix, item.field) : undefined,
      text: `${fieldLabels[item.field] ?? item.field}: ${text}`,
    });
  }
  // A server may say the same thing as a field error and as a message ("e-mail already exists"): once.
  const lines = [
    ...fieldLines,
    ...[...generalTexts].filter((text) => !fieldTexts.has(text)).map((text) => ({ text }) as Line),
  ];
  if (lines.length === 0) return null;
  return (
    <div className="error-list" role="alert">
      <p className="error-list__title">{t('forms.errorTitle')}</p>
      <ul>
        {lines.map((line, index) => (
          <li key={index} id={line.id}>
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
