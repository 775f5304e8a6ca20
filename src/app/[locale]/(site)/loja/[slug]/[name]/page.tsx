import type { Metadata } from 'next';
import {
  PlaceDetailRoute,
  placeDetailMetadata,
  type PlaceDetailRouteProps,
} from '@/features/places/place-detail-route';
import { storeStaticParams } from '@/lib/routes/static-params';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = storeStaticParams;

export function generateMetadata(props: PlaceDetailRouteProps): Promise<Metadata> {
  return placeDetailMetadata('store', props);
}

export default function StoreDetailPage({ params }: PlaceDetailRouteProps) {
  return <PlaceDetailRoute kind="store" params={params} />;
}
