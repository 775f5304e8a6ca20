'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { onConsentChange, readConsent } from './model/consent-store';

/**
 * Tag Manager's scripts (and next/script with them, about 2 kB gzip) load once a visitor has accepted analytics,
 * not on every first load.
 */
const GoogleTagManager = dynamic(() => import('./GoogleTagManager').then((module) => module.GoogleTagManager), {
  ssr: false,
});

type Gtag = (...args: unknown[]) => void;

/** The data layer Tag Manager reads once loaded; what is pushed before then waits there. */
function dataLayer(): unknown[] {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

/** Consent Mode's calls go to the data layer as an `arguments` object, as gtag.js pushes them. */
const gtag: Gtag = function () {
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object, not an array
  dataLayer().push(arguments);
};

/**
 * Google Tag Manager (spec §5, ./GoogleTagManager.tsx), only after the
 * visitor accepts analytics: Consent Mode starts with everything denied and
 * is updated to the choice; each client-side navigation records a page view.
 * Loaded by ./Analytics.tsx.
 */
export function ConsentModeAnalytics({ gtmId }: { gtmId: string }) {
  const [allowed, setAllowed] = useState(false);
  const pathname = usePathname();
  const defaulted = useRef(false);

  useEffect(() => {
    if (!defaulted.current) {
      gtag('consent', 'default', {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      });
      defaulted.current = true;
    }
    const apply = (analytics: boolean) => {
      gtag('consent', 'update', { analytics_storage: analytics ? 'granted' : 'denied' });
      setAllowed(analytics);
    };
    const stored = readConsent();
    if (stored) apply(stored.analytics);
    return onConsentChange((choice) => apply(choice.analytics));
  }, [gtmId]);

  useEffect(() => {
    if (allowed) dataLayer().push({ event: 'page_view', page_path: pathname });
  }, [allowed, pathname]);

  return allowed ? <GoogleTagManager gtmId={gtmId} /> : null;
}
