import type { AppHref } from '@/components/page/types';
import { Link } from '@/i18n/navigation';
import styles from './SeeAllLink.module.css';

/** "Ver todas as lojas →": a section's way to its full screen. */
export function SeeAllLink({ href, children }: { href: AppHref; children: string }) {
  return (
    <Link href={href} className={styles.link}>
      {children}
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 12h14M13 6l6 6-6 6" />
      </svg>
    </Link>
  );
}
