import type { MetadataRoute } from 'next';
import { sitemapUrls } from '@/lib/seo/sitemap-response';

/** robots.txt: everything public may be crawled; the internal routes may not; both sitemaps named. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/lista/'] }],
    sitemap: sitemapUrls(),
  };
}
