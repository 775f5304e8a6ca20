// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickMessages } from '@/i18n/pick-messages';
import { STORY_PLACES, storyMall } from '../../../stories/places/place-fixtures';
import { PLACE_DETAIL_MESSAGES, placeListMessages } from './client-messages';
import { NO_CRITERIA, type PlaceListCriteria } from './model/place-list';
import { FavouriteButton } from '@/features/favourites';
import { ShareButton } from '@/components/share/ShareButton';
import { MallHoursProvider } from './MallHoursProvider';
import { OpenStatusBadge } from './OpenStatusBadge';
import { PlaceBrowserView } from './PlaceBrowser';
import { WeekFromToday } from './WeekFromToday';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ children, className }: { children: ReactNode; className?: string }) => (
    <a href="#" className={className}>
      {children}
    </a>
  ),
}));

const all = (locale: string) =>
  JSON.parse(readFileSync(`${process.cwd()}/messages/${locale}.json`, 'utf8')) as Messages;

/** Renders with only the picked messages and fails on any message the components ask for and do not get. */
async function renderWith(locale: 'pt' | 'en', keys: readonly string[], ui: ReactNode) {
  const missing: string[] = [];
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(all(locale), keys)}
      timeZone="America/Sao_Paulo"
      onError={(error) => missing.push(error.message)}
    >
      {ui}
    </NextIntlClientProvider>,
  );
  await act(async () => {});
  expect(missing).toEqual([]);
}

afterEach(cleanup);

describe('the messages each places screen gives its client components', () => {
  const stores = STORY_PLACES.filter((p) => p.kind === 'store');
  const restaurants = STORY_PLACES.filter((p) => p.kind === 'restaurant');
  const view = (kind: 'store' | 'restaurant', criteria: Partial<PlaceListCriteria>) => (
    <PlaceBrowserView
      pathname={kind === 'store' ? '/lojas' : '/gastronomia'}
      categoryParam={kind === 'store' ? 'categoria' : 'cozinha'}
      mall={storyMall}
      places={kind === 'store' ? stores : restaurants}
      categories={[{ value: 'moda', label: 'Moda' }]}
      floors={[{ value: 'L1', label: 'Piso 1' }]}
      criteria={{ ...NO_CRITERIA, ...criteria }}
      now={new Date()}
      locale="pt"
      onLoadMore={() => {}}
    />
  );

  for (const locale of ['pt', 'en'] as const) {
    it(`are enough for a list, its cards and its empty state (${locale})`, async () => {
      await renderWith(locale, placeListMessages('stores'), view('store', {}));
      cleanup();
      await renderWith(locale, placeListMessages('gastronomy'), view('restaurant', { query: 'nothing at all' }));
    });

    it(`are enough for a place's page: its badge, its week, share and the heart (${locale})`, async () => {
      const place = stores[0]!;
      await renderWith(
        locale,
        PLACE_DETAIL_MESSAGES,
        <MallHoursProvider mall={storyMall}>
          <OpenStatusBadge place={place.hours} showNextChange size="md" />
          <ShareButton title={place.name} />
          <FavouriteButton kind="store" id={place.id} name={place.name} variant="labelled" />
          <FavouriteButton kind="store" id={place.id} name={place.name} />
          <WeekFromToday place={place.hours} mall={storyMall} />
        </MallHoursProvider>,
      );
    });
  }
});
