import { sitemapResponse } from '@/lib/seo/sitemap-response';

/** The Portuguese sitemap (spec §2). */
export function GET(): Promise<Response> {
  return sitemapResponse('pt', null);
}
