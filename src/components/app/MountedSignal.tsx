'use client';

import { useEffect } from 'react';
import { markMounted } from '@/lib/app/app-startup';

/** Tells the start-up error watch (instrumentation-client.ts) that the app has mounted. */
export function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}
