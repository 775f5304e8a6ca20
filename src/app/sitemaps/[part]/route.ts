import { notFound } from 'next/navigation';
import { sitemapResponse } from '@/lib/seo/sitemap-response';
import { sitemapPartNumber } from '@/lib/seo/sitemap-xml';

/** A part of the Portuguese sitemap once it passes 50,000 URLs (`/sitemaps/2.xml`). */
export function generateStaticParams() {
  return [{ part: '1.xml' }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }): Promise<Response> {
  const part = sitemapPartNumber((await params).part);
  if (part === null) notFound();
  return sitemapResponse('pt', part);
}
