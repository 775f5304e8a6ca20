import styles from './NewsletterSlot.module.css';

interface NewsletterSlotProps {
  headingId: string;
  title: string;
  text: string | null;
  /** the sign-up form */
  children: React.ReactNode;
}

/**
 * The newsletter band: the CMS's title and text beside the sign-up form.
 */
export function NewsletterSlot({ headingId, title, text, children }: NewsletterSlotProps) {
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {text ? <p className={styles.lead}>{text}</p> : null}
        </div>
        <div data-slot="newsletter" className={styles.slot}>
          {children}
        </div>
      </div>
    </section>
  );
}
