'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { errorPageModel, ILLUSTRATION_SRC } from './error-page-model';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  status: number;
  /**
   * The "go back home" control, given by the caller: a locale-aware `Link`
   * inside the app, a plain anchor in the global error page (which has no
   * router to trust). It receives the class and label to render.
   */
  renderHomeLink: (props: { className: string | undefined; children: ReactNode }) => ReactNode;
  mallName?: string;
  /** what else the screen offers below the home button (a 404's search and sections) */
  children?: ReactNode;
}

/** The spec's error screen: illustration with credit, "Erro {status}", the message and the home button. */
export function ErrorScreen({ status, renderHomeLink, mallName = 'Shopping Jacarandá', children }: ErrorScreenProps) {
  const t = useTranslations('errorPage');
  const model = errorPageModel(status);
  const src = ILLUSTRATION_SRC[model.illustration];
  const alt = model.illustration === 'not-found' ? t('notFoundAlt') : t('generalAlt');

  return (
    <section className={styles.screen} aria-labelledby="erro-titulo">
      <div className={styles.text}>
        <h1 id="erro-titulo" className={styles.title}>
          {t('title')} <span className={styles.status}>{model.status}</span>
        </h1>
        <div className={styles.message}>
          {model.richMessage ? (
            <p>{t.rich('messageGeneral', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
          ) : (
            <p>{t('message404')}</p>
          )}
        </div>
        {renderHomeLink({ className: styles.button, children: t('button') })}
        {children}
      </div>
      {/* after the text: on a phone the heading, the way home and the search come first, in reading and tab order */}
      <figure className={styles.figure}>
        {/* Two drawings: the theme picks one without JavaScript. */}
        <img src={src.normal} alt={alt} width={480} height={360} className={styles.illustrationNormal} />
        <img src={src.highContrast} alt={alt} width={480} height={360} className={styles.illustrationHighContrast} />
        <figcaption className={styles.credit}>
          {t.rich('illustrationCredit', {
            mallName,
            link: (chunks) => (
              <a href="https://undraw.co/" target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          })}
        </figcaption>
      </figure>
    </section>
  );
}
