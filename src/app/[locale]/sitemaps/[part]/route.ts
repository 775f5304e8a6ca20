import { notFound } from 'next/navigation';
import { sitemapResponse } from '@/lib/seo/sitemap-response';
import { sitemapPartNumber } from '@/lib/seo/sitemap-xml';

/** A part of the English sitemap once it passes 50,000 URLs (`/en/sitemaps/2.xml`). */
export function generateStaticParams() {
  return [{ locale: 'en', part: '1.xml' }];
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; part: string }> },
): Promise<Response> {
  const { locale, part: segment } = await params;
  const part = sitemapPartNumber(segment);
  if (locale !== 'en' || part === null) notFound();
  return sitemapResponse('en', part);
}
