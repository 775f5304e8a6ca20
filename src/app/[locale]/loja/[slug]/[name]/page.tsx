import type { Metadata } from 'next';
import { PlaceDetailRoute, placeDetailMetadata, type PlaceDetailRouteProps } from '@/components/places/place-detail-route';

/** Hours and "open now" depend on the time: re-render at most a minute late (the badge corrects itself on the client). */
export const revalidate = 60;

export function generateMetadata(props: PlaceDetailRouteProps): Promise<Metadata> {
  return placeDetailMetadata('store', props);
}

export default function StoreDetailPage({ params }: PlaceDetailRouteProps) {
  return <PlaceDetailRoute kind="store" params={params} />;
}
