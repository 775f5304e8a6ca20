import 'server-only';
import { cache } from 'react';
import { OffersDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { toOfferSummaries } from './model/offer-summary';

/**
 * Every published offer that still belongs to a store or restaurant, soonest
 * to end first. Not filtered by date: the page is cached, and the browser
 * decides what is current (ADR 0069). One query for the list, the home band,
 * the places' pages and the search, so they share one cached answer.
 */
export const loadOffers = cache(async (locale: AppLocale) => {
  const { allOffers } = await queryCms(OffersDocument, { locale });
  return toOfferSummaries(allOffers);
});
