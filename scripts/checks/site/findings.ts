import type { Alternate, SitemapDocument } from './html.ts';
import type { CrawlResult, Page } from './crawl.ts';
import { localeOfPath } from './templates.ts';

/**
 * What the crawl found wrong, each finding one line a person can act on. The
 * rules are those of the tools an outside audit uses: a link answers 2xx or one
 * redirect to 2xx; hreflang (Google's rules) says the same in the HTML, the
 * `Link` header and the sitemap, with the site's codes, each alternate naming
 * pages that name it back; an English page links to English pages unless the
 * link says it leads to another language; sitemap dates are not in the future;
 * JSON-LD parses and writes telephones in international form.
 */

export interface Finding {
  kind:
    'broken link' | 'redirect chain' | 'hreflang' | 'other-language link' | 'canonical' | 'sitemap' | 'structured data';
  url: string;
  message: string;
}

export const HREFLANG_CODES = ['pt-BR', 'en', 'x-default'];

/** hreflang → site path, comparable between sources whatever origin they write. */
function alternateMap(alternates: readonly Alternate[], toPath: (href: string) => string | null): Map<string, string> {
  return new Map(alternates.map((a) => [a.hreflang, toPath(a.href) ?? a.href]));
}

const describe = (map: Map<string, string>) => [...map].map(([code, path]) => `${code}=${path}`).join(' ') || '(none)';

function sameMap(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([code, path]) => b.get(code) === path);
}

export interface FindingsInput {
  crawl: CrawlResult;
  sitemaps: Map<string, SitemapDocument>;
  /** an internal URL's site path, relative ones read against `base` (a page's path); null for other sites */
  toPath: (href: string, base?: string) => string | null;
  now?: Date;
}

export function findingsOf({ crawl, sitemaps, toPath, now = new Date() }: FindingsInput): Finding[] {
  const findings: Finding[] = [];
  const { pages, referrers } = crawl;
  const from = (path: string) => {
    const list = [...(referrers.get(path) ?? [])];
    return list.length
      ? ` (linked from ${list.slice(0, 3).join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''})`
      : '';
  };
  const finalOf = (page: Page) => page.hops.at(-1) ?? page.url;

  for (const page of pages.values()) {
    if (page.status >= 400 || page.status <= 0)
      findings.push({
        kind: 'broken link',
        url: page.url,
        message: `answers ${page.status > 0 ? page.status : (page.error ?? 'nothing')}${from(page.url)}`,
      });
    if (page.hops.length > 1)
      findings.push({
        kind: 'redirect chain',
        url: page.url,
        message: `${page.hops.length} redirects: ${page.hops.join(' → ')}`,
      });
  }

  // hreflang: every source agrees, with the site's codes, and reciprocally
  const sitemapAlternates = new Map<string, Map<string, string>>();
  for (const [sitemapUrl, doc] of sitemaps)
    for (const entry of doc.urls) {
      const path = toPath(entry.loc) ?? entry.loc;
      sitemapAlternates.set(path, alternateMap(entry.alternates, toPath));
      if (entry.lastmod && new Date(entry.lastmod).getTime() > now.getTime())
        findings.push({
          kind: 'sitemap',
          url: path,
          message: `lastmod ${entry.lastmod} is in the future (${sitemapUrl})`,
        });
    }
  for (const page of pages.values()) {
    if (page.status !== 200 || !page.contentType.includes('text/html')) continue;
    const html = alternateMap(page.alternates.html, toPath);
    const header = alternateMap(page.alternates.header, toPath);
    const inSitemap = sitemapAlternates.get(page.url);
    for (const code of new Set([...html.keys(), ...header.keys()]))
      if (!HREFLANG_CODES.includes(code))
        findings.push({
          kind: 'hreflang',
          url: page.url,
          message: `hreflang="${code}" is none of ${HREFLANG_CODES.join(', ')}`,
        });
    if (header.size && !sameMap(html, header))
      findings.push({
        kind: 'hreflang',
        url: page.url,
        message: `Link header says ${describe(header)}; the HTML says ${describe(html)}`,
      });
    if (inSitemap && !sameMap(html, inSitemap))
      findings.push({
        kind: 'hreflang',
        url: page.url,
        message: `the sitemap says ${describe(inSitemap)}; the HTML says ${describe(html)}`,
      });
    if (html.size && ![...html.values()].includes(page.url) && !page.url.includes('?'))
      findings.push({
        kind: 'hreflang',
        url: page.url,
        message: `its alternates (${describe(html)}) do not name the page itself`,
      });
    for (const [code, path] of html) {
      const other = pages.get(path);
      if (!other || other.status !== 200 || code === 'x-default') continue;
      const back = alternateMap(other.alternates.html, toPath);
      if (!sameMap(html, back))
        findings.push({
          kind: 'hreflang',
          url: page.url,
          message: `its ${code} alternate ${path} says ${describe(back)}; this page says ${describe(html)}`,
        });
    }
  }

  for (const page of pages.values()) {
    if (page.status !== 200 || !page.contentType.includes('text/html')) continue;
    const locale = localeOfPath(page.url);
    // a link into the other language is the language switch's job, and the switch says so (hreflang/lang)
    const seen = new Set<string>();
    for (const anchor of page.anchors) {
      if (anchor.hreflang || anchor.href.startsWith('#')) continue;
      const target = toPath(anchor.href, page.url);
      if (target === null || seen.has(target)) continue;
      seen.add(target);
      const targetPage = pages.get(target);
      const reached = targetPage && pages.get(finalOf(targetPage));
      if (!reached || reached.status !== 200 || !reached.contentType.includes('text/html')) continue;
      if (localeOfPath(reached.url) !== locale)
        findings.push({
          kind: 'other-language link',
          url: page.url,
          message: `links to ${target}, a page in the other language, without saying so`,
        });
    }
    // each page of a list is its own canonical (Google: page 2 is not a copy of page 1)
    const pageNumber = new URL(page.url, 'http://x').searchParams.get('pagina');
    if (pageNumber && pageNumber !== '1') {
      const canonical = page.canonical ? toPath(page.canonical) : null;
      if (canonical === null || new URL(canonical, 'http://x').searchParams.get('pagina') !== pageNumber)
        findings.push({
          kind: 'canonical',
          url: page.url,
          message: `declares ${canonical ?? 'no canonical'} as its canonical`,
        });
    }
    for (const block of page.jsonLd) {
      let data: unknown;
      try {
        data = JSON.parse(block);
      } catch {
        findings.push({ kind: 'structured data', url: page.url, message: 'a JSON-LD block does not parse' });
        continue;
      }
      for (const telephone of telephonesIn(data))
        if (!/^\+\d/.test(telephone))
          findings.push({
            kind: 'structured data',
            url: page.url,
            message: `telephone "${telephone}" lacks its country code (+55)`,
          });
    }
  }
  return findings;
}

/** Every `telephone` value of a JSON-LD tree. */
export function telephonesIn(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(telephonesIn);
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) =>
    key === 'telephone' && typeof value === 'string' ? [value] : telephonesIn(value),
  );
}
