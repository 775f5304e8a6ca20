'use client';

import { useEffect } from 'react';
import { notFoundLogMessage } from './error-page-model';

/** The browser half of the spec's "Page not found: {path}" log (the server logs its own). */
export function LogNotFound() {
  useEffect(() => {
    console.warn(notFoundLogMessage(window.location.pathname));
  }, []);
  return null;
}
