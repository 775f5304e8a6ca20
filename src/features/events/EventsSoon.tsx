import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { EventsSoonList } from './EventsSoonList';
import { loadEvents } from './load-events';
import { forListing } from './model/event-types';

/** Today's and this weekend's events for the home page, from the agenda's cached list. */
export async function EventsSoon({ locale }: { locale: AppLocale }) {
  const { events } = await loadEvents(locale);
  return (
    <ClientMessages namespaces={['events']}>
      <EventsSoonList events={events.map(forListing)} />
    </ClientMessages>
  );
}
