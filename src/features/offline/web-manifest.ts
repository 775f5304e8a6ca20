import type { MetadataRoute } from 'next';
import type { AppLocale } from '@/i18n/routing';

/** The manifest each locale's pages link to (src/app/manifest.ts, src/app/manifest-en.webmanifest). */
export const MANIFEST_HREF: Record<AppLocale, string> = {
  pt: '/manifest.webmanifest',
  en: '/manifest-en.webmanifest',
};

/** The site's colours as an installed app: the page background and the brand violet (the viewport's theme). */
export const APP_COLOURS = { background: '#fbf7f1', theme: '#3a2160' } as const;

/** The icons drawn from the built-in mark (scripts/generate-app-icons.mjs), maskable ones included. */
const BUILT_IN_ICONS: MetadataRoute.Manifest['icons'] = [192, 512].flatMap((size) => [
  { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' as const },
  { src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' as const },
]);

export interface WebManifestInput {
  locale: AppLocale;
  mallName: string;
  description: string;
  /** the CMS's favicon at a square size, when it has one (`faviconAt`), else the built-in icons */
  faviconAt?: ((size: number) => string) | null;
}

/**
 * The web app manifest of one locale: the app opens in that locale (`start_url`), with the mall's name and the
 * site's colours. A CMS favicon replaces the built-in icons, maskable ones too: a mark cropped by the platform
 * must have been drawn for it, which an uploaded favicon may not be.
 */
export function webManifest({ locale, mallName, description, faviconAt }: WebManifestInput): MetadataRoute.Manifest {
  const start = locale === 'en' ? '/en' : '/';
  return {
    id: start,
    name: mallName,
    short_name: mallName.replace(/^Shopping\s+/i, ''),
    description,
    lang: locale === 'en' ? 'en' : 'pt-BR',
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: APP_COLOURS.background,
    theme_color: APP_COLOURS.theme,
    icons: faviconAt
      ? [192, 512].map((size) => ({
          src: faviconAt(size),
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any' as const,
        }))
      : BUILT_IN_ICONS,
  };
}
