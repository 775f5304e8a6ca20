import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { loadMovie } from '@/features/cinema/load-movie';
import { pageMetadata } from '@/lib/seo/content-metadata';
import { MovieScreen } from '@/features/cinema/MovieScreen';
import { movieStaticParams } from '@/lib/routes/static-params';

/** Every published record is prerendered at build time; later ones on their first visit. */
export const generateStaticParams = movieStaticParams;

export async function generateMetadata({ params }: PageProps<'/[locale]/cinema/[slug]'>): Promise<Metadata> {
  const locale = await getLocale();
  return pageMetadata(locale, await loadMovie(locale, (await params).slug));
}

export default async function MoviePage({ params }: PageProps<'/[locale]/cinema/[slug]'>) {
  const locale = await getLocale();
  const view = await loadMovie(locale, (await params).slug);
  if (!view) notFound();
  return <MovieScreen view={view} locale={locale} />;
}
