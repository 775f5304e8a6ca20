import { useTranslations } from 'next-intl';

/** "2 h 16 min" / "95 min" → "1 h 35 min". */
export function MovieDuration({ minutes }: { minutes: number }) {
  const t = useTranslations('cinema');
  return <>{t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }).trim()}</>;
}
