import type { Metadata } from 'next';
import {
  PlaceDetailRoute,
  placeDetailMetadata,
  type PlaceDetailRouteProps,
} from '@/features/places/place-detail-route';
import { restaurantStaticParams } from '@/lib/routes/static-params';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = restaurantStaticParams;

export function generateMetadata(props: PlaceDetailRouteProps): Promise<Metadata> {
  return placeDetailMetadata('restaurant', props);
}

export default function RestaurantDetailPage({ params }: PlaceDetailRouteProps) {
  return <PlaceDetailRoute kind="restaurant" params={params} />;
}
