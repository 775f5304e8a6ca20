import { notFound } from 'next/navigation';
import { notFoundLogMessage, safeDecodePath } from '@/components/error/error-page-model';

/**
 * Any path no route claims, in the locale of its prefix: a real 404 that
 * renders `[locale]/not-found.tsx` inside the site's layout.
 */
export default async function UnknownPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params;
  const prefix = locale === 'pt' ? '' : `/${locale}`;
  console.warn(notFoundLogMessage(safeDecodePath(`${prefix}/${rest.join('/')}`)));
  notFound();
}
