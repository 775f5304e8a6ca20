import 'server-only';
import { getServerConfig } from '@/lib/config/server';
import { cmsLocalesFrom, type CmsLocales } from './cms-locales';

let cached: CmsLocales | undefined;

/** The configured project's locales (`DATOCMS_LOCALES`, validated with the rest of the configuration). */
export function projectLocales(): CmsLocales {
  cached ??= cmsLocalesFrom(getServerConfig().DATOCMS_LOCALES);
  return cached;
}
