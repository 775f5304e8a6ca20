import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { EventsSoonList } from './EventsSoonList';
import { loadEvents } from './load-events';
import { forListing } from './model/event-types';

/** What the band's columns and cards say: the rest of `events` is the agenda's and the article's (issue 21). */
const BAND_MESSAGES = [
  'when',
  'noneInColumn',
  'unit',
  'ongoing',
  'until',
  'kind',
  'free',
  'price',
  'accessibility',
  'status',
].map((key) => `events.${key}`);

/** Today's and this weekend's events for the home page, from the agenda's cached list. */
export async function EventsSoon({ locale }: { locale: AppLocale }) {
  const { events } = await loadEvents(locale);
  return (
    <ClientMessages namespaces={BAND_MESSAGES}>
      <EventsSoonList events={events.map(forListing)} />
    </ClientMessages>
  );
}
