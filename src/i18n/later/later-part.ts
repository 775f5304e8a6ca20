import { lazy, type ComponentType } from 'react';

/**
 * A part of a page that shows only once a visitor asks for it (a panel, a form's details), with its code and its
 * texts both fetched then (ADR 0095): `load` imports a module whose component renders inside `LaterMessages`, and
 * nothing of either is in a page's first load. Render `Part` inside a `Suspense`; call `preload` on the hover or
 * focus that comes before the click.
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
