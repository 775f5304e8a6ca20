import 'server-only';

/** What other features may use of places on the server only (the lists' cached loader). */
export { loadPlaceList } from './load-place-list';
