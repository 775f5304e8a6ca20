import { useLocale } from 'next-intl';
import { lazy, type ComponentType } from 'react';

/**
 * A part of a page that shows only once a visitor asks for it (a panel, a form's details), with its code and its
 * texts both fetched then (ADR 0095): `load` imports a module whose component renders inside `LaterMessages`, and
 * nothing of either is in a page's first load. Render `Part` inside a `Suspense`; spread `usePreloadOn(part)` on
 * the control that opens it, so the hover or focus that comes before the click starts both.
 */
export function laterPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Part: ComponentType<P>; preload: (locale: string) => void } {
  return {
    Part: lazy(load),
    preload(locale) {
      load().catch(() => undefined);
      import('./LaterMessages').then((later) => later.preloadLaterMessages(locale)).catch(() => undefined);
    },
  };
}

/** The handlers that start loading `part` in the page's locale on the hover or focus before a click. */
export function usePreloadOn(part: { preload: (locale: string) => void }): {
  onPointerEnter: () => void;
  onFocus: () => void;
} {
  const locale = useLocale();
  const preload = () => part.preload(locale);
  return { onPointerEnter: preload, onFocus: preload };
}
