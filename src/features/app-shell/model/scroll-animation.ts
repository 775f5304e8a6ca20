import { SCROLL_ANIMATION_DEFAULTS } from './constants';

/**
 * The `data-animate` system's settings for one element, from its attributes
 * (`data-animate-offset`, `-delay`, `-duration`, `-easing`) over the spec's
 * defaults (offset 120, delay 0, easing ease, duration 400 ms).
 */
export interface ScrollAnimationSettings {
  offset: number;
  delay: number;
  duration: number;
  easing: string;
}

function readNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export function readAnimationSettings(dataset: Record<string, string | undefined>): ScrollAnimationSettings {
  return {
    offset: readNumber(dataset.animateOffset, SCROLL_ANIMATION_DEFAULTS.offset),
    delay: readNumber(dataset.animateDelay, SCROLL_ANIMATION_DEFAULTS.delay),
    duration: readNumber(dataset.animateDuration, SCROLL_ANIMATION_DEFAULTS.duration),
    easing:
      dataset.animateEasing && /^[a-z-]+(\([\d.,\s]+\))?$/i.test(dataset.animateEasing)
        ? dataset.animateEasing
        : SCROLL_ANIMATION_DEFAULTS.easing,
  };
}

/** The element animates in once its top is `offset` px above the bottom of the viewport. */
export function rootMarginFor(offset: number): string {
  return `0px 0px -${offset}px 0px`;
}
