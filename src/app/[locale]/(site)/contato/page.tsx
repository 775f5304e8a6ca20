import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ContactScreen } from '@/features/contact/ContactScreen';
import { loadContact } from '@/features/contact/load-contact';
import { pageMetadata } from '@/lib/seo/content-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadContact(locale));
}

export default async function ContactPage() {
  const locale = await getLocale();
  const page = await loadContact(locale);
  if (!page) notFound();
  return <ContactScreen page={page} locale={locale} />;
}
