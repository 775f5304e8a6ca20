'use client';

import dynamic from 'next/dynamic';
import { useToasterRequested } from './toaster-request';

const SonnerToaster = dynamic(() => import('./SonnerToaster'), { ssr: false });

/** Mounted once in the document; the toaster itself (and sonner) loads with the first toast. */
export function AppToaster() {
  return useToasterRequested() ? <SonnerToaster /> : null;
}
