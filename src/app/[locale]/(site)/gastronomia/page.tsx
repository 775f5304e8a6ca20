import { placeListRoute } from '@/features/places/place-list-route';

const route = placeListRoute('restaurant');
export const generateMetadata = route.generateMetadata;
export default route.Page;
