'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { nextHeaderScrollState, type HeaderScrollState } from './header-scroll';

/**
 * The site's `<header>`. In the compact layout (CSS, below 64rem) it is
 * sticky and slides away while the visitor scrolls down, coming back on the
 * way up. It never hides while it holds the focus or its menu is open, so a
 * keyboard or screen-reader user never loses it. The attribute is written
 * straight to the element: a scroll must not re-render the header.
 */
export function ScrollAwareHeader({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    let state: HeaderScrollState = { hidden: false, anchorY: window.scrollY };
    let frame = 0;
    const apply = (hidden: boolean) => {
      if (hidden) header.dataset.scrollHidden = 'true';
      else delete header.dataset.scrollHidden;
    };
    const holdsUser = () =>
      header.contains(document.activeElement) || header.querySelector('[aria-expanded="true"]') !== null;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        state = nextHeaderScrollState(state, window.scrollY, header.offsetHeight);
        apply(state.hidden && !holdsUser());
      });
    };
    const onFocusIn = () => {
      state = { hidden: false, anchorY: window.scrollY };
      apply(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    header.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      header.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  return (
    <header ref={ref} className={className}>
      {children}
    </header>
  );
}
