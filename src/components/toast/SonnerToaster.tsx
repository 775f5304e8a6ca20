'use client';

import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_POSITION } from './toast-settings';
import { toasterMounted } from './toaster-request';

/** Where notify() toasts appear (spec §9: 3000 ms, bottom); sonner pauses the timers while a toast is hovered. */
export default function SonnerToaster() {
  useEffect(() => toasterMounted(), []);
  return <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={3} gap={8} />;
}
