import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { AppLocale } from '@/i18n/routing';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { hourlyClock } from '@/lib/time/hourly-clock';
import { EventsDocument } from '@generated/graphql';
import { Agenda } from './Agenda';
import { loadEvents } from './load-events';
import { forListing } from './model/event-types';

export async function agendaMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'events' });
  const { mall } = await loadEvents(locale);
  return contentMetadata([], {
    locale,
    href: '/agenda',
    fallbackTitle: t('title'),
    fallbackDescription: t('metaDescription', { mallName: mall.name }),
  });
}

/**
 * `/agenda`, `/en/events`: one cached page for every filter. It carries every event (a few dozen), and the
 * browser lists them against "now" and the URL's `?quando=` and `?tipo=` (ADR 0071).
 */
export async function AgendaScreen({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'events' });
  const { events } = await loadEvents(locale);
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')} />
      <ClientMessages namespaces={['events']}>
        <Agenda events={events.map(forListing)} renderedAt={new Date(await hourlyClock()).toISOString()} />
      </ClientMessages>
      <LiveRefresh document={EventsDocument} variables={{ locale }} />
    </div>
  );
}
