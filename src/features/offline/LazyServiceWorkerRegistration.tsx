'use client';

import dynamic from 'next/dynamic';
import { useIdle } from '@/components/idle/when-idle';

const ServiceWorkerRegistration = dynamic(
  () => import('./ServiceWorkerRegistration').then((module) => module.ServiceWorkerRegistration),
  { ssr: false },
);

/** The worker's registration, whose code loads once the page is idle: it would only wait until then anyway. */
export function LazyServiceWorkerRegistration() {
  return useIdle() ? <ServiceWorkerRegistration /> : null;
}
