import { anchorsOf, canonicalOf, htmlAlternatesOf, linkHeaderAlternates, type Alternate } from './html.ts';
import { templateOf } from './templates.ts';

/**
 * A crawler that runs no JavaScript: it reads the server's HTML and headers,
 * follows every internal link of the pages it reaches, and records what a
 * search engine would see of each URL. Pages with a query string (filters,
 * pages of a list, a search) are fetched, so their status and markup count,
 * but their own links are not followed: the combinations of filters are
 * endless, and the same links are on the page without a query.
 */

export interface Page {
  url: string;
  status: number;
  /** redirects taken to reach the final answer (a link should need at most one) */
  hops: string[];
  contentType: string;
  alternates: { html: Alternate[]; header: Alternate[] };
  canonical: string | null;
  anchors: { href: string; hreflang: string | null }[];
  jsonLd: string[];
  /** the page's HTML, kept for one page per template (the validator's input) */
  html: string | null;
  template: string | null;
  error?: string;
}

export interface CrawlOptions {
  /** where the built site answers (http://localhost:port) */
  origin: string;
  /** the public origin the pages write in their absolute URLs (canonical, alternates, sitemaps) */
  publicOrigin: string;
  seeds: string[];
  concurrency?: number;
  maxPages?: number;
  fetch?: typeof globalThis.fetch;
}

export interface CrawlResult {
  pages: Map<string, Page>;
  /** which pages link to a URL (for the report of a broken link) */
  referrers: Map<string, Set<string>>;
}

/** The site-relative form of an internal URL (path and query, no fragment); null for other sites and non-HTTP links. */
export function internalPath(href: string, base: string, origins: readonly string[]): string | null {
  if (/^(mailto|tel|javascript|data|sms):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (!origins.includes(url.origin)) return null;
  return url.pathname + url.search;
}

const JSON_LD = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi;

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const { origin, publicOrigin, concurrency = 4, maxPages = 3000 } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const origins = [origin, publicOrigin];
  const pages = new Map<string, Page>();
  const referrers = new Map<string, Set<string>>();
  const queue: string[] = [];
  const keptTemplates = new Set<string>();

  const enqueue = (path: string | null, from: string | null) => {
    if (path === null) return;
    if (from) {
      const set = referrers.get(path) ?? new Set<string>();
      set.add(from);
      referrers.set(path, set);
    }
    if (pages.has(path) || queue.includes(path) || pages.size + queue.length >= maxPages) return;
    queue.push(path);
  };
  for (const seed of options.seeds) enqueue(seed, null);

  async function visit(path: string): Promise<void> {
    const hops: string[] = [];
    let current = path;
    let response: Response;
    try {
      for (;;) {
        // a 503 is the site shedding load (the overload guard, ADR 0050), not a broken link: asked again after a
        // pause, as a crawler that honours Retry-After does; a link that keeps answering 503 is still reported
        for (let attempt = 0; ; attempt++) {
          response = await fetchImpl(origin + current, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
          if (response.status !== 503 || attempt >= 3) break;
          await response.body?.cancel();
          await new Promise((resolve) => setTimeout(resolve, 2_000 * (attempt + 1)));
        }
        const location = response.headers.get('location');
        if (response.status < 300 || response.status >= 400 || !location) break;
        await response.body?.cancel();
        const next = internalPath(location, origin + current, origins);
        if (next === null || hops.length >= 5) break;
        hops.push(next);
        current = next;
      }
    } catch (error) {
      pages.set(path, emptyPage(path, 0, hops, String(error)));
      return;
    }
    const contentType = response.headers.get('content-type') ?? '';
    const page = emptyPage(path, response.status, hops);
    page.contentType = contentType;
    if (!contentType.includes('text/html')) {
      // sitemaps, images, documents: their status is all a link needs
      await response.body?.cancel();
      pages.set(path, page);
      return;
    }
    const html = await response.text();
    const base = origin + current;
    page.alternates = { html: htmlAlternatesOf(html), header: linkHeaderAlternates(response.headers.get('link')) };
    page.canonical = canonicalOf(html);
    page.anchors = anchorsOf(html);
    page.jsonLd = [...html.matchAll(JSON_LD)].map((m) => m[1]!);
    page.template = templateOf(current);
    const key = `${page.template} ${current.startsWith('/en') ? 'en' : 'pt'}`;
    if (page.template && !keptTemplates.has(key) && response.status < 300) {
      keptTemplates.add(key);
      page.html = html;
    }
    pages.set(path, page);
    // a page reached through a redirect is followed once, under its final URL
    if (hops.length) return enqueue(current, null);
    if (response.status >= 400) return;
    const follow = !current.includes('?');
    for (const anchor of page.anchors) {
      const target = internalPath(anchor.href, base, origins);
      if (target !== null && (follow || !target.includes('?'))) enqueue(target, path);
    }
    for (const alternate of [...page.alternates.html, ...page.alternates.header])
      enqueue(internalPath(alternate.href, base, origins), path);
    if (page.canonical) enqueue(internalPath(page.canonical, base, origins), path);
  }

  await new Promise<void>((resolve) => {
    let running = 0;
    const pump = () => {
      while (running < concurrency && queue.length) {
        const path = queue.shift()!;
        pages.set(path, emptyPage(path, -1, []));
        running += 1;
        void visit(path).finally(() => {
          running -= 1;
          pump();
        });
      }
      if (running === 0 && queue.length === 0) resolve();
    };
    pump();
  });
  return { pages, referrers };
}

function emptyPage(url: string, status: number, hops: string[], error?: string): Page {
  return {
    url,
    status,
    hops,
    contentType: '',
    alternates: { html: [], header: [] },
    canonical: null,
    anchors: [],
    jsonLd: [],
    html: null,
    template: null,
    ...(error ? { error } : {}),
  };
}
