'use client';

import { useEffect } from 'react';
import { accessKeyTarget, focusLayoutTarget } from './layout-targets';

/**
 * Alt+1…4 jump to content, menu, search and footer. The `accessKey`
 * attributes on the skip links need different modifiers per browser and OS
 * (Alt+Shift in Firefox, Ctrl+Option on macOS); this handler gives the plain
 * Alt+digit that eMAG documents, everywhere.
 */
export function AccessKeys() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = accessKeyTarget(event);
      if (!target) return;
      event.preventDefault();
      focusLayoutTarget(target);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
