'use client';

import { useEffect } from 'react';
import { SCROLL_ANIMATION_DEFAULTS } from './model/constants';
import { debounce, throttle } from './model/throttle';
import { readAnimationSettings, rootMarginFor } from './model/scroll-animation';
import './scroll-animations.css';

/**
 * Elements with `data-animate` (`fade-up`, `fade-in`) fade in when scrolled
 * into view. The hiding CSS applies only once this ran (`html[data-animations]`),
 * so nothing stays invisible without JavaScript, and never when the visitor
 * prefers reduced motion.
 */
export function ScrollAnimations() {
  useEffect(() => {
    const root = document.documentElement;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (reduced.matches || typeof IntersectionObserver === 'undefined') return;

    const observers = new Map<number, IntersectionObserver>();
    const observerFor = (offset: number) => {
      let observer = observers.get(offset);
      if (!observer) {
        observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              entry.target.setAttribute('data-animated', '');
              observer?.unobserve(entry.target);
            }
          },
          { rootMargin: rootMarginFor(offset) },
        );
        observers.set(offset, observer);
      }
      return observer;
    };

    const scan = () => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-animate]:not([data-animate-bound])')) {
        const settings = readAnimationSettings(element.dataset);
        element.setAttribute('data-animate-bound', '');
        element.style.setProperty('--animate-duration', `${settings.duration}ms`);
        element.style.setProperty('--animate-delay', `${settings.delay}ms`);
        element.style.setProperty('--animate-easing', settings.easing);
        observerFor(settings.offset).observe(element);
      }
    };

    root.setAttribute('data-animations', '');
    scan();
    const rescan = debounce(scan, SCROLL_ANIMATION_DEFAULTS.debounceDelay);
    const mutations = new MutationObserver(rescan);
    mutations.observe(document.body, { childList: true, subtree: true });
    // Browsers skip intersection callbacks for content that jumps into view on resize; re-check then.
    const onResize = throttle(() => {
      for (const observer of observers.values()) observer.takeRecords();
      scan();
    }, SCROLL_ANIMATION_DEFAULTS.throttleDelay);
    window.addEventListener('resize', onResize);

    const stop = () => {
      root.removeAttribute('data-animations');
      for (const observer of observers.values()) observer.disconnect();
      mutations.disconnect();
      rescan.cancel();
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
    reduced.addEventListener('change', stop, { once: true });
    return stop;
  }, []);

  return null;
}
