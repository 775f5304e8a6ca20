import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { FavouritesScreen, favouritesMetadata } from '@/features/favourites/server';

export async function generateMetadata(): Promise<Metadata> {
  return favouritesMetadata(await getLocale());
}

export default async function FavouritesPage() {
  return <FavouritesScreen locale={await getLocale()} />;
}
