'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { ResponsiveImageType } from 'react-datocms';
import { ResponsiveImage } from '@/components/page/ResponsiveImage';
import styles from './HeroCarousel.module.css';

export interface HeroSlide {
  id: string;
  title: string;
  subtitle: string | null;
  /**
   * The editors' link, typed into the CMS: an absolute URL or a site path,
   * already localized (localizeCmsUrl). It is any string, not one of the
   * routing table's routes, so it goes to next/link as it is: the typed i18n
   * Link would prefix the locale a second time.
   */
  href: string | null;
  linkLabel: string | null;
  image: ResponsiveImageType | null;
}

interface HeroCarouselProps {
  slides: readonly HeroSlide[];
  /** seconds per slide while rotating */
  interval?: number;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home hero: one feature, or a carousel of the CMS's slides (WAI-ARIA APG
 * carousel with tabbed slide picker). It rotates only while nobody is reading
 * or using it: never with prefers-reduced-motion, stopped by the pause
 * button, and held while the pointer or the keyboard focus is inside.
 */
export function HeroCarousel({ slides, interval = 7 }: HeroCarouselProps) {
  const t = useTranslations('home.hero');
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [index, setIndex] = useState(0);
  // the server cannot know the visitor's motion preference: start still, decide after mount
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);
  const userPaused = useRef(false);
  const count = slides.length;

  useEffect(() => {
    if (count > 1 && !reducedMotion() && !userPaused.current) setPlaying(true);
  }, [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval * 1000);
    return () => clearTimeout(timer);
  }, [playing, held, index, count, interval]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const togglePlay = () => {
    userPaused.current = playing;
    setPlaying(!playing);
  };

  if (count === 0) return null;

  if (count === 1) {
    const [slide] = slides;
    return (
      <section className={styles.hero} aria-label={t('label')}>
        <div className={styles.slide}>{slide && <SlideContent slide={slide} priority headingLevel={2} />}</div>
      </section>
    );
  }

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.viewport} aria-live={playing && !held ? 'off' : 'polite'} id={`${baseId}-slides`}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('position', { index: String(i + 1), total: String(count) })}
            data-active={i === index || undefined}
            hidden={i !== index}
          >
            <SlideContent slide={slide} priority={i === 0} headingLevel={2} />
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={togglePlay}
          aria-label={playing ? t('pause') : t('play')}
          data-testid="hero-play-toggle"
        >
          {playing ? (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5v14M16 5v14" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5l11 7-11 7z" />
            </svg>
          )}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index - 1)}
          aria-label={t('previous')}
          aria-controls={`${baseId}-slides`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <div className={styles.dots} role="group" aria-label={t('indicators')}>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={styles.dot}
              aria-label={t('goTo', { index: String(i + 1), title: slide.title })}
              aria-current={i === index ? 'true' : undefined}
              aria-controls={`${baseId}-slides`}
              onClick={() => go(i)}
            >
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index + 1)}
          aria-label={t('next')}
          aria-controls={`${baseId}-slides`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
    </section>
  );
}

function SlideContent({ slide, priority, headingLevel }: { slide: HeroSlide; priority: boolean; headingLevel: 2 }) {
  const Heading = `h${headingLevel}` as const;
  const external = slide.href !== null && !slide.href.startsWith('/');
  return (
    <>
      <div className={styles.media}>
        {slide.image && (
          <ResponsiveImage
            data={slide.image}
            priority={priority}
            sizes="100vw"
            pictureClassName={styles.picture}
            imgClassName={styles.image}
          />
        )}
      </div>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.text}>
        <Heading className={styles.title}>{slide.title}</Heading>
        {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
        {slide.href && slide.linkLabel && (
          <NextLink
            href={slide.href}
            className={styles.cta}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {slide.linkLabel}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12h14M13 6l6 6-6 6" />
            </svg>
          </NextLink>
        )}
      </div>
    </>
  );
}
