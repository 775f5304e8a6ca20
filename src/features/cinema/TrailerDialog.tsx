'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { trailerEmbedUrl } from './model/trailer-embed';
import styles from './TrailerDialog.module.css';
import { NewWindowLink } from '@/components/page/NewWindowLink';

interface TrailerDialogProps {
  movieTitle: string;
  trailerUrl: string;
  /** the poster's URL, shown in the dialog until the player loads (and when the host can only be linked) */
  posterUrl?: string | null;
  variant?: 'button' | 'link';
}

/**
 * 'Watch trailer' opens the trailer in a modal dialog (the native <dialog>:
 * focus moves in and is kept there, Escape closes, focus returns to the
 * button). Nothing is requested from the video host before the click: the
 * player's frame exists only while the dialog is open. A host that cannot be
 * framed gets a link to the trailer instead of a broken player.
 */
export function TrailerDialog({ movieTitle, trailerUrl, posterUrl, variant = 'button' }: TrailerDialogProps) {
  const t = useTranslations('cinema.trailer');
  const tButtons = useTranslations('buttons');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const embed = trailerEmbedUrl(trailerUrl);

  const show = () => {
    setOpen(true);
    dialogRef.current?.showModal();
  };
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={variant === 'button' ? styles.trigger : styles.triggerLink}
        aria-haspopup="dialog"
        onClick={show}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        {tButtons('watchTrailer')}
        <span className="visually-hidden">: {movieTitle}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // a click on the backdrop (the dialog itself, outside its content) closes it
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.content}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t('title', { movie: movieTitle })}
            </h2>
            <button type="button" className={styles.close} onClick={close} autoFocus>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          <div
            className={styles.player}
            style={posterUrl ? { backgroundImage: `url(${JSON.stringify(posterUrl)})` } : undefined}
          >
            {open && embed ? (
              <iframe
                src={embed}
                title={t('player', { movie: movieTitle })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className={styles.frame}
              />
            ) : null}
            {!embed ? (
              <div className={styles.elsewhere}>
                <p>{t('elsewhere')}</p>
                <NewWindowLink href={trailerUrl} newWindowText={t('newWindow')} className={styles.elsewhereLink}>
                  {t('openOnHost')}
                </NewWindowLink>
              </div>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
