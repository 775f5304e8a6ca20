import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { OfferScreen } from '@/features/offers/OfferScreen';
import { loadOffer } from '@/features/offers/load-offer';
import { offerStaticParams } from '@/features/offers/offer-static-params';
import { pageMetadata } from '@/lib/seo/content-metadata';

/** Every published offer is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = offerStaticParams;

export async function generateMetadata({ params }: PageProps<'/[locale]/ofertas/[slug]'>): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadOffer(locale, (await params).slug));
}

export default async function OfferPage({ params }: PageProps<'/[locale]/ofertas/[slug]'>) {
  const locale = await getLocale();
  const offer = await loadOffer(locale, (await params).slug);
  if (!offer) notFound();
  return <OfferScreen offer={offer} locale={locale} />;
}
