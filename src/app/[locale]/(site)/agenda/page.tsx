import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { AgendaScreen, agendaMetadata } from '@/features/events/server';

export async function generateMetadata(): Promise<Metadata> {
  return agendaMetadata(await getLocale());
}

export default async function AgendaPage() {
  return <AgendaScreen locale={await getLocale()} />;
}
