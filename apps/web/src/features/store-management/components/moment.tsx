import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatDateTime } from '@/shared/i18n/format.ts';

/** A time of the API (milliseconds) as a <time> in the reader's language. */
export function Moment({ ms }: { ms: number }) {
  const { i18n } = useTranslation();
  if (!Number.isFinite(ms)) return null;
  const iso = new Date(ms).toISOString();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
}
