'use client';

import { useEffect } from 'react';
import { markMounted } from './model/app-startup';

/**
 * Tells the start-up error watch (instrumentation-client.ts) that the app has
 * mounted, and marks the document as interactive (`<html data-hydrated>`):
 * end-to-end tests wait for it before they use keyboard shortcuts and forms,
 * and the cookie bar's boot script stops taking taps once it is there
 * (`CONSENT_BOOT_SCRIPT`, src/features/consent/model/consent-store.ts).
 */
export function MountedSignal() {
  useEffect(() => {
    markMounted();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
