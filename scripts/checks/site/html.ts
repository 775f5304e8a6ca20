/**
 * What the crawler reads of a page's HTML, without a DOM: a crawler that runs no
 * JavaScript sees the server's markup only, and regular expressions over it are
 * enough for anchors and `<link>` tags (attribute values are quoted by React).
 */

export interface Anchor {
  href: string;
  /** `hreflang` or `lang` on the anchor: a link that announces another language on purpose */
  hreflang: string | null;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_m, e: string) => ENTITIES[e]!);

/** The attributes of one start tag (`<a href="x" class=y>` → { href: 'x', class: 'y' }). */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tag.replace(/^<[a-zA-Z][\w-]*/, '').replace(/\/?>$/, '');
  for (const match of body.matchAll(/([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Scripts, styles, templates and comments carry no links a crawler follows; `<noscript>` does (it is shown). */
function withoutInertParts(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<template\b[\s\S]*?<\/template>/gi, '');
}

const startTags = (html: string, name: string) =>
  [...withoutInertParts(html).matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => attributesOf(m[0]));

export function anchorsOf(html: string): Anchor[] {
  return startTags(html, 'a')
    .filter((a) => a.href !== undefined)
    .map((a) => ({ href: a.href!, hreflang: a.hreflang ?? a.lang ?? null }));
}

/** `<link rel="alternate" hreflang>` of the head. */
export function htmlAlternatesOf(html: string): Alternate[] {
  return startTags(html, 'link')
    .filter((l) => relsOf(l.rel).includes('alternate') && l.hreflang && l.href)
    .map((l) => ({ hreflang: l.hreflang!, href: l.href! }));
}

export function canonicalOf(html: string): string | null {
  return startTags(html, 'link').find((l) => relsOf(l.rel).includes('canonical'))?.href ?? null;
}

const relsOf = (rel: string | undefined) => (rel ?? '').toLowerCase().split(/\s+/);

/** RFC 8288 `Link` header: `<url>; rel="alternate"; hreflang="en", <url2>; …` → its hreflang alternates. */
export function linkHeaderAlternates(header: string | null): Alternate[] {
  if (!header) return [];
  const alternates: Alternate[] = [];
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const params: Record<string, string> = {};
    for (const param of match[2]!.split(';').slice(1)) {
      const [name, ...value] = param.split('=');
      params[name!.trim().toLowerCase()] = value.join('=').trim().replace(/^"|"$/g, '');
    }
    if (relsOf(params.rel).includes('alternate') && params.hreflang)
      alternates.push({ hreflang: params.hreflang, href: match[1]! });
  }
  return alternates;
}

export interface SitemapDocument {
  /** a sitemap index's parts */
  sitemaps: string[];
  urls: { loc: string; lastmod: string | null; alternates: Alternate[] }[];
}

/** A sitemap or sitemap index (sitemaps.org, with `xhtml:link` alternates). */
export function parseSitemap(xml: string): SitemapDocument {
  const text = (block: string, name: string) =>
    new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(block)?.[1] ?? null;
  const sitemaps = [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)]
    .map((m) => text(m[1]!, 'loc'))
    .filter((loc): loc is string => loc !== null)
    .map(decodeEntities);
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap((m) => {
    const loc = text(m[1]!, 'loc');
    if (!loc) return [];
    const alternates = [...m[1]!.matchAll(/<xhtml:link\b[^>]*>/g)]
      .map((l) => attributesOf(l[0]))
      .filter((l) => l.rel === 'alternate' && l.hreflang && l.href)
      .map((l) => ({ hreflang: l.hreflang!, href: l.href! }));
    return [{ loc: decodeEntities(loc), lastmod: text(m[1]!, 'lastmod'), alternates }];
  });
  return { sitemaps, urls };
}
