// The screens the benchmarks visit, in both locales, with real slugs from the content files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './build-dir.mjs';

/** The content folder the started service reads (as cms/server/config.ts resolves it). */
export function contentDir() {
  return path.resolve(projectRoot, process.env.CMS_CONTENT_DIR?.trim() || 'cms/content');
}

/** Published field values of a model's records, in file-name order (stable between runs). */
function publishedFields(model) {
  const dir = path.join(contentDir(), model);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      try {
        const record = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
        return record.published?.fields ? [record.published.fields] : [];
      } catch {
        return [];
      }
    });
}

const localized = (value, locale) => (value && typeof value === 'object' ? (value[locale] ?? value.pt) : value);

/** The site's name segment of a place URL (mirrors src/lib/url/slugify-name.ts). */
function nameSegment(name) {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The store detail path as the stores list links it (the site may canonicalise the name
 * segment differently from our guess); the computed path when the list has no such link.
 */
async function storeDetailPath(origin, locale, store) {
  const prefix = locale === 'pt' ? '' : `/${locale}`;
  const fallback = `${prefix}/loja/${store.slug}/${nameSegment(String(store.name ?? store.slug))}`;
  try {
    const html = await (
      await fetch(`${origin}${prefix}/lojas`, {
        headers: { 'accept-language': acceptLanguage(locale) },
        signal: AbortSignal.timeout(30_000),
      })
    ).text();
    const links = [...html.matchAll(/href="((?:\/en)?\/loja\/[^"/?#]+\/[^"/?#]+)"/g)].map((match) => match[1]);
    return links.find((link) => link.startsWith(`${prefix}/loja/${store.slug}/`)) ?? links[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * @param {string} origin the running site, to read the stores list's links
 * @param {{ locales?: string[] }} [options]
 * @returns {Promise<Array<{ name: string, locale: string, path: string }>>}
 */
export async function discoverScreens(origin, { locales = ['pt', 'en'] } = {}) {
  if (!existsSync(contentDir())) {
    console.warn(
      `[bench] ${path.relative(projectRoot, contentDir())}/ does not exist: detail screens are skipped (npm run cms:demo-content writes it)`,
    );
  }
  const store = publishedFields('store').find((fields) => typeof fields.slug === 'string');
  const article = publishedFields('article').find((fields) => localized(fields.slug, 'pt'));
  const offer = publishedFields('offer').find((fields) => localized(fields.slug, 'pt'));
  const screens = [];
  for (const locale of locales) {
    const prefix = locale === 'pt' ? '' : `/${locale}`;
    screens.push({ name: 'home', locale, path: prefix || '/' });
    screens.push({ name: 'stores', locale, path: `${prefix}/lojas` });
    if (store) screens.push({ name: 'store detail', locale, path: await storeDetailPath(origin, locale, store) });
    screens.push({ name: 'map', locale, path: `${prefix}/mapa` });
    screens.push({ name: 'cinema', locale, path: `${prefix}/cinema` });
    if (article) {
      const slug = localized(article.slug, locale);
      screens.push({
        name: 'article',
        locale,
        path: locale === 'pt' ? `/artigo/${slug}` : `${prefix}/article/${slug}`,
      });
    }
    // issue 23's screens: the speed targets must hold on them too
    const pt = locale === 'pt';
    screens.push({ name: 'offers', locale, path: pt ? '/ofertas' : `${prefix}/offers` });
    if (offer) {
      const slug = localized(offer.slug, locale);
      screens.push({ name: 'offer', locale, path: pt ? `/ofertas/${slug}` : `${prefix}/offers/${slug}` });
    }
    screens.push({ name: 'agenda', locale, path: pt ? '/agenda' : `${prefix}/events` });
    screens.push({ name: 'favourites', locale, path: pt ? '/favoritos' : `${prefix}/favourites` });
  }
  return screens;
}

/** The Accept-Language a visitor of that locale sends, so locale detection keeps them on it. */
export function acceptLanguage(locale) {
  return locale === 'pt' ? 'pt-BR,pt;q=0.9' : 'en-US,en;q=0.9';
}
