import { useTranslations } from 'next-intl';
import { CoverImage } from '@/components/page/CoverImage';
import type { AppHref, ContentImage } from '@/components/page/types';
import { Link } from '@/i18n/navigation';
import styles from './InstituteFeature.module.css';

interface InstituteFeatureProps {
  headingId: string;
  name: string;
  lead: string | null;
  cover: ContentImage | null;
  /** the institute's page, `/instituto/[product]` */
  href: AppHref;
}

/** The mall's institute: its name, what it does, and the way to its page. */
export function InstituteFeature({ headingId, name, lead, cover, href }: InstituteFeatureProps) {
  const t = useTranslations('home.institute');
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.media}>
          {cover ? <CoverImage image={cover} sizes="(min-width: 64rem) 38rem, 100vw" className={styles.cover} /> : null}
        </div>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h2 id={headingId} className={styles.title}>
            {name}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          <Link href={href} className={styles.cta}>
            {t('cta', { name })}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12h14M13 6l6 6-6 6" />
            </svg>
          </Link>
        </div>
      </div>
    </section>
  );
}
