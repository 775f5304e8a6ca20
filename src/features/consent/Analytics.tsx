'use client';

import dynamic from 'next/dynamic';

/**
 * Consent Mode and the page views (./ConsentModeAnalytics.tsx): their code loads after hydration, not with it, as
 * nothing of theirs is drawn and Tag Manager waits for the visitor's consent anyway (issue 21's first-load JS). No
 * container id (or an invalid one, see gtm-id.ts) means no analytics, and no code loaded.
 */
const ConsentModeAnalytics = dynamic(() => import('./ConsentModeAnalytics').then((m) => m.ConsentModeAnalytics), {
  ssr: false,
});

export function Analytics({ gtmId }: { gtmId: string | null }) {
  return gtmId ? <ConsentModeAnalytics gtmId={gtmId} /> : null;
}
