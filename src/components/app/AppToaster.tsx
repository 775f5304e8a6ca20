'use client';

import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/lib/app/constants';

/** Mounted once: where notify() toasts appear. Sonner pauses the timers while a toast is hovered. */
export function AppToaster() {
  return <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={3} gap={8} />;
}
