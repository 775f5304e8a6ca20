'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';

/**
 * Where "this page in the other language" lives, when the route alone cannot
 * say: an article's slug differs per locale (`/artigo/novo-cafe` ↔
 * `/en/article/new-cafe`). A page renders `<SetAlternateLinks links={…} />`
 * with both URLs (from `_allSlugLocales`); the language switcher in the header
 * prefers them over the URL it computes from the current route.
 */
export type AlternateLinks = Partial<Record<AppLocale, string>>;

type Store = { links: AlternateLinks | null; setLinks: (links: AlternateLinks | null) => void };

const AlternateLinksContext = createContext<Store>({ links: null, setLinks: () => undefined });

export function AlternateLinksProvider({ children }: { children: ReactNode }) {
  const [links, setLinks] = useState<AlternateLinks | null>(null);
  return <AlternateLinksContext.Provider value={{ links, setLinks }}>{children}</AlternateLinksContext.Provider>;
}

/** Put once on a page whose other-locale URL is not the same route with the same params. */
export function SetAlternateLinks({ links }: { links: AlternateLinks }) {
  const { setLinks } = useContext(AlternateLinksContext);
  const key = JSON.stringify(links);
  useEffect(() => {
    setLinks(JSON.parse(key) as AlternateLinks);
    return () => setLinks(null);
  }, [key, setLinks]);
  return null;
}

export function useAlternateLinks(): AlternateLinks | null {
  return useContext(AlternateLinksContext).links;
}
