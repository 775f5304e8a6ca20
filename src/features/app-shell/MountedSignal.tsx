'use client';

import { useEffect } from 'react';
import { markMounted } from './model/app-startup';

/**
 * Tells the start-up error watch (instrumentation-client.ts) that the app has
 * mounted, and marks the document as interactive (`<html data-hydrated>`):
 * end-to-end tests wait for it before they use keyboard shortcuts and forms.
 */
export function MountedSignal() {
  useEffect(() => {
    markMounted();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
