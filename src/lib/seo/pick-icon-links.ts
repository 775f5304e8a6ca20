/** One of `_site.faviconMetaTags`: a `<link>` with its attributes (DatoCMS's shape). */
export interface FaviconTag {
  tag: string;
  attributes: Record<string, string> | null;
}

export interface IconLink {
  url: string;
  sizes?: string;
  type?: string;
}

/** The tab icon's size: what a browser tab or bookmark draws (up to 2x screens). */
const TAB_ICON = 32;
/** The size iOS asks for on today's iPhones and iPads when a visitor saves the site. */
const TOUCH_ICON = 180;

const sideOf = (tag: FaviconTag) => Number(tag.attributes?.sizes?.split('x')[0]) || 0;

/** The tag of `rel` whose size is `wanted`, else the nearest larger one, else the largest. */
function nearest(tags: readonly FaviconTag[], rel: string, wanted: number): IconLink | undefined {
  const candidates = tags
    .filter((t) => t.tag === 'link' && t.attributes?.rel === rel && t.attributes.href)
    .sort((a, b) => sideOf(a) - sideOf(b));
  const chosen = candidates.find((t) => sideOf(t) >= wanted) ?? candidates.at(-1);
  if (!chosen?.attributes) return undefined;
  const { href, sizes, type } = chosen.attributes;
  return { url: href!, ...(sizes ? { sizes } : {}), ...(type ? { type } : {}) };
}

/**
 * Two links out of the CMS's thirteen (ADR 0054): one tab icon and one touch icon. Given four
 * `rel=icon` sizes, Chromium fetched the 192 px one (14 kB) on every first visit to draw a 16 px
 * tab; thirteen links also weighed on every page's HTML. Larger icons (192, 512) stay in the web
 * app manifest, which only an install reads.
 */
export function pickIconLinks(tags: readonly FaviconTag[]): { icon?: IconLink; apple?: IconLink } {
  const icon = nearest(tags, 'icon', TAB_ICON);
  const apple = nearest(tags, 'apple-touch-icon', TOUCH_ICON);
  return { ...(icon ? { icon } : {}), ...(apple ? { apple } : {}) };
}
