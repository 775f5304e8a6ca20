/**
 * schema.org `Offer` for an offer's page, offered by the stores and
 * restaurants it belongs to (each a `Store` or `Restaurant` with its page's
 * URL as `@id`, the same node the place's own page describes), inside the mall.
 */
export interface OfferJsonLdInput {
  url: string;
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  startsAt: string;
  endsAt: string;
  couponCode?: string | null;
  categories: readonly string[];
  sellers: readonly { kind: 'store' | 'restaurant'; name: string; url: string }[];
  mallName: string;
  siteUrl: string;
}

export function offerJsonLd(input: OfferJsonLdInput): Record<string, unknown> {
  const mall = { '@type': 'ShoppingCenter', name: input.mallName, '@id': `${input.siteUrl}/#shopping-center` };
  const sellers = input.sellers.map((s) => ({
    '@type': s.kind === 'restaurant' ? 'Restaurant' : 'Store',
    '@id': s.url,
    name: s.name,
    url: s.url,
    containedInPlace: mall,
  }));
  const seller = sellers.length === 1 ? sellers[0] : sellers;
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    '@id': input.url,
    url: input.url,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    availabilityStarts: input.startsAt,
    availabilityEnds: input.endsAt,
    validFrom: input.startsAt,
    validThrough: input.endsAt,
    ...(input.categories.length ? { category: input.categories.join(', ') } : {}),
    ...(input.couponCode ? { serialNumber: input.couponCode } : {}),
    seller,
    offeredBy: seller,
    areaServed: mall,
  };
}
