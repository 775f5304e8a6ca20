import { notFound } from 'next/navigation';
import { sitemapResponse } from '@/lib/seo/sitemap-response';

/** `/en/sitemap.xml` (spec §2); Portuguese lives at `/sitemap.xml`, without a prefix. */
export function generateStaticParams() {
  return [{ locale: 'en' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (locale !== 'en') notFound();
  return sitemapResponse('en', null);
}
