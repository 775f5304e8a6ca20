'use client';

import { useEffect, useState } from 'react';

/**
 * `true` once this component has hydrated and answers input, for a
 * `data-interactive` mark. `<html data-hydrated>` is set when the layout
 * mounts; a page's own controls can hydrate a moment later, and a choice made
 * in that moment changes the field without its handler. End-to-end tests wait
 * for the mark of the control they use.
 */
export function useInteractive(): true | undefined {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return interactive || undefined;
}
