import { useTranslations } from 'next-intl';
import styles from './AddToCalendar.module.css';

interface AddToCalendarProps {
  /** the .ics file's URL (a cached route answer) */
  icsHref: string;
  /** Google Calendar's "new event" link, or our route that redirects to it */
  googleHref: string;
  /** names what is added, for screen readers when several are on one page ("Add to calendar: …, 20 Nov 19:30") */
  accessibleName?: string;
  /** 'compact': a calendar icon that opens the two choices (next to a cinema session) */
  variant?: 'full' | 'compact';
  /**
   * where a compact one opens: 'below' its icon, or 'beside' it, towards the start, in one row (in a table whose
   * scroller would cut off a popover hanging below its last row)
   */
  placement?: 'below' | 'beside';
}

/**
 * "Add to calendar": a standard .ics file (Apple Calendar, Outlook, Thunderbird…) and Google Calendar's link.
 * Plain links in a native disclosure, so it works without JavaScript and costs the page no script.
 */
export function AddToCalendar({
  icsHref,
  googleHref,
  accessibleName,
  variant = 'full',
  placement = 'below',
}: AddToCalendarProps) {
  const t = useTranslations('events.calendar');
  const links = (
    <ul className={styles.links}>
      <li>
        <a href={icsHref} download className={styles.link} data-calendar="ics">
          <CalendarIcon />
          {t('icsFile')}
        </a>
      </li>
      <li>
        <a href={googleHref} target="_blank" rel="noopener noreferrer" className={styles.link} data-calendar="google">
          <CalendarIcon />
          {t('googleCalendar')}
        </a>
      </li>
    </ul>
  );
  if (variant === 'full')
    return (
      <div className={styles.full} role="group" aria-label={accessibleName ?? t('addToCalendar')}>
        <p className={styles.heading}>{t('addToCalendar')}</p>
        {links}
      </div>
    );
  return (
    <details className={styles.compact} data-placement={placement}>
      <summary className={styles.summary} aria-label={accessibleName ?? t('addToCalendar')} title={t('addToCalendar')}>
        <CalendarIcon />
      </summary>
      <div className={styles.popover}>{links}</div>
    </details>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18" className={styles.icon}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 10h17M8 3v4M16 3v4M12 13v5M9.5 15.5h5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
