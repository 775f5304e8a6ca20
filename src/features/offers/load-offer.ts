import 'server-only';
import { cache } from 'react';
import { OfferDocument } from '@generated/graphql';
import { getPathname } from '@/i18n/navigation';
import { locales, type AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { getPublicConfig } from '@/lib/config/public';
import type { PageSeo } from '@/lib/seo/content-metadata';
import { offerJsonLd } from './offer-json-ld';
import { plainTextOf } from './model/plain-text';
import { toOfferSummary } from './model/offer-summary';

/** A place's canonical page (as src/features/places/place-href.ts has it; offers do not import places, which import offers). */
const placeHref = (p: { kind: 'store' | 'restaurant'; slug: string; nameSlug: string }) =>
  p.kind === 'store'
    ? ({ pathname: '/loja/[slug]/[name]', params: { slug: p.slug, name: p.nameSlug } } as const)
    : ({ pathname: '/gastronomia/[slug]/[name]', params: { slug: p.slug, name: p.nameSlug } } as const);

export type OfferView = NonNullable<Awaited<ReturnType<typeof loadOffer>>>;

/**
 * One offer for its page, or null (a 404): unknown slug, or no store or
 * restaurant left. An ended offer still has its page (a shared link keeps
 * working and says it ended); it only leaves the lists and the sitemap.
 */
export const loadOffer = cache(async (locale: AppLocale, slug: string) => {
  const { offer, siteSettings } = await queryCms(OfferDocument, { locale, slug });
  if (!offer) return null;
  const summary = toOfferSummary(offer);
  if (!summary) return null;
  const siteUrl = getPublicConfig().NEXT_PUBLIC_SITE_URL.replace(/\/$/, '');
  const href = { pathname: '/ofertas/[slug]', params: { slug: summary.slug } } as const;
  const alternates = Object.fromEntries(locales.map((l) => [l, getPathname({ href, locale: l })]));
  const description = plainTextOf(offer.description?.value);
  return {
    ...summary,
    terms: offer.terms ?? null,
    description: offer.description,
    cover: offer.cover?.responsiveImage
      ? { ...offer.cover.responsiveImage, alt: offer.cover.alt ?? offer.cover.responsiveImage.alt }
      : null,
    placeLinks: summary.places.map((p) => ({ ...p, href: placeHref(p) })),
    seo: {
      tags: offer._seoMetaTags,
      href,
      fallbackTitle: summary.title,
      fallbackDescription: description || null,
    } satisfies PageSeo,
    alternates,
    jsonLd: offerJsonLd({
      url: `${siteUrl}${alternates[locale] ?? ''}`,
      name: summary.title,
      description,
      imageUrl: offer.cover?.url ?? null,
      startsAt: summary.startsAt,
      endsAt: summary.endsAt,
      couponCode: summary.couponCode,
      categories: summary.categories.map((c) => c.name),
      sellers: summary.places.map((p) => ({
        kind: p.kind,
        name: p.name,
        url: `${siteUrl}${getPathname({ href: placeHref(p), locale })}`,
      })),
      mallName: siteSettings?.mallName ?? 'Shopping Jacarandá',
      siteUrl,
    }),
  };
});
