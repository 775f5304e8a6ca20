import { OfflineNotice } from './OfflineNotice';
import { LazyServiceWorkerRegistration } from './LazyServiceWorkerRegistration';

/** Mounted once by the site's document: the service worker and the offline notice (issue 24, ADR 0075). */
export function OfflineSupport() {
  return (
    <>
      <LazyServiceWorkerRegistration />
      <OfflineNotice />
    </>
  );
}
