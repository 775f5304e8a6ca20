'use client';

import { GoogleTagManager, sendGTMEvent } from './GoogleTagManager';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { onConsentChange, readConsent } from './model/consent-store';

type Gtag = (...args: unknown[]) => void;

/** Consent Mode's calls go to the data layer as an `arguments` object, as gtag.js pushes them. */
const gtag: Gtag = function () {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object, not an array
  w.dataLayer.push(arguments);
};

/**
 * Google Tag Manager (spec §5, ./GoogleTagManager.tsx), only after the
 * visitor accepts analytics: Consent Mode starts with everything denied and
 * is updated to the choice; each client-side navigation records a page view.
 * No container id (or an invalid one, see gtm-id.ts) means no analytics.
 */
export function Analytics({ gtmId }: { gtmId: string | null }) {
  const [allowed, setAllowed] = useState(false);
  const pathname = usePathname();
  const defaulted = useRef(false);

  useEffect(() => {
    if (!gtmId) return;
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
    if (allowed) sendGTMEvent({ event: 'page_view', page_path: pathname });
  }, [allowed, pathname]);

  return gtmId && allowed ? <GoogleTagManager gtmId={gtmId} /> : null;
}
