import { filteredPlaceListRoute } from '@/features/places/place-list-route';

/** The filtered list for visitors without JavaScript (ADR 0027): `/gastronomia?…` is rewritten here by the proxy. */
const route = filteredPlaceListRoute('restaurant');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
