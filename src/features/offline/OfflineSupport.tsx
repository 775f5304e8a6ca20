import { OfflineNotice } from './OfflineNotice';
import { ServiceWorkerRegistration } from './ServiceWorkerRegistration';

/** Mounted once by the site's document: the service worker and the offline notice (issue 24, ADR 0075). */
export function OfflineSupport() {
  return (
    <>
      <ServiceWorkerRegistration />
      <OfflineNotice />
    </>
  );
}
