'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { laterPart, usePreloadOn } from '@/i18n/later/later-part';
import {
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_DECIDED_ATTRIBUTE,
  onConsentSettingsOpen,
  readConsent,
  writeConsent,
  type QuickChoice,
} from './model/consent-store';
import styles from './ConsentBanner.module.css';

/** The categories, code and texts, load when the visitor asks to choose (ADR 0095); the bar's own are on the page. */
const categories = laterPart(async () => ({ default: (await import('./ConsentChoices')).ConsentCategories }));
const saveButton = laterPart(async () => ({ default: (await import('./ConsentChoices')).SaveChoiceButton }));

/** What starts loading the categories: the footer's button opens the bar with them. */
export const consentChoices = categories;

/** What the boot script reads on a tap made before hydration (model/consent-store.ts). */
const quickChoice = (choice: QuickChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: choice });

/**
 * The cookie choice (LGPD): a bar at the foot of the screen until the visitor
 * decides. 'Reject all' is as prominent as 'Accept all', the categories can
 * be chosen one by one, nothing optional runs before a choice, and the footer
 * opens it again.
 *
 * It comes right after the skip links in the document, so the keyboard reaches it first (it is drawn at the foot
 * of the screen all the same), and while it is shown the page keeps the focused element clear of it (ADR 0065).
 *
 * The bar is in the server HTML of every page, so a first visit paints it with
 * the page, before any script (and without JavaScript at all). A visitor who
 * already chose never sees it: the head's boot script (ConsentScript) marks
 * `<html>` before first paint and CSS hides the bar; once hydrated, React state
 * takes over and the mark is dropped, so the footer can open the bar again.
 */
export function ConsentBanner({ privacyHref }: { privacyHref: string | null }) {
  const t = useTranslations('consent');
  const [open, setOpen] = useState(true);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const preloadOn = usePreloadOn(categories);

  // the boot script's mark hides the bar until React's state does: dropped only once a render with the bar closed
  // is on the screen, or a busy main thread showed a decided visitor the bar between the two (and axe saw it)
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  }, [settled]);

  useEffect(() => {
    const stored = readConsent();
    setAnalytics(stored?.analytics ?? false);
    if (stored) setOpen(false);
    setSettled(true);
    return onConsentSettingsOpen(() => {
      // a choice made before hydration marked the page (the boot script): the bar shown again must not stay hidden
      document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
      setAnalytics(readConsent()?.analytics ?? false);
      setChoosing(true);
      setOpen(true);
      // the first control that takes the focus: the analytics box once its texts are there, else the first button
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('input:not(:disabled), button')?.focus());
    });
  }, []);

  // while the bar is shown, what the keyboard focuses scrolls clear of it, and the page's end can scroll above it.
  // Not before the stored choice is read: a decided visitor's bar is hidden (top 0, height 0) until then, and a
  // click in that moment scrolled the clicked element off the top of the screen
  useEffect(() => {
    const bar = ref.current;
    if (!open || !settled || !bar) return;
    const root = document.documentElement;
    const fit = () => {
      const height = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    // a browser that scrolls the focus into view without the scroll padding: lift it clear of the bar
    const clear = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || bar.contains(target)) return;
      const below = target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
      if (below > 0) window.scrollBy({ top: below + 8, behavior: 'instant' });
    };
    document.addEventListener('focusin', clear);
    return () => {
      document.removeEventListener('focusin', clear);
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      document.body.style.removeProperty('padding-bottom');
    };
  }, [open, settled]);

  if (!open) return null;
  const decide = (value: boolean) => {
    writeConsent(value);
    setOpen(false);
    setChoosing(false);
  };

  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-labelledby={headingId}
      data-choosing={choosing || undefined}
      data-consent-banner=""
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={headingId} className={styles.title}>
            {t('title')}
          </h2>
          <p>
            {t('text')}{' '}
            {privacyHref ? (
              <a href={privacyHref} className={styles.link}>
                {t('policy')}
              </a>
            ) : null}
          </p>
        </div>
        {choosing ? (
          <Suspense fallback={null}>
            <categories.Part analytics={analytics} onAnalyticsChange={setAnalytics} />
          </Suspense>
        ) : null}
        <div className={styles.actions}>
          {/* the same style for both: refusing is as easy as accepting */}
          <button type="button" className={styles.button} {...quickChoice('reject')} onClick={() => decide(false)}>
            {t('rejectAll')}
          </button>
          <button type="button" className={styles.button} {...quickChoice('accept')} onClick={() => decide(true)}>
            {t('acceptAll')}
          </button>
          {choosing ? (
            <Suspense fallback={null}>
              <saveButton.Part onClick={() => decide(analytics)} />
            </Suspense>
          ) : (
            <button type="button" className={styles.secondary} {...preloadOn} onClick={() => setChoosing(true)}>
              {t('choose')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
