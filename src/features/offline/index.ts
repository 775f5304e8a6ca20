/** What other features and the app may use of offline (lint refuses deeper imports across features, ADR 0038). */
export * from './OfflineSupport';
export * from './OfflineScreen';
export { MANIFEST_HREF } from './web-manifest';
export { keepForOffline } from './keep-for-offline';
