import styles from './NewsletterSlot.module.css';

interface NewsletterSlotProps {
  headingId: string;
  title: string;
  text: string | null;
}

/**
 * The newsletter band: the CMS's title and text, and the slot the sign-up
 * form of the forms issue renders into (`data-slot="newsletter"`). No form
 * is faked here.
 */
export function NewsletterSlot({ headingId, title, text }: NewsletterSlotProps) {
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {text ? <p className={styles.lead}>{text}</p> : null}
        </div>
        <div data-slot="newsletter" className={styles.slot} />
      </div>
    </section>
  );
}
