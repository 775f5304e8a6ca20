import { getTranslations } from 'next-intl/server';
import { ServicesDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import type { PageSeo } from '@/lib/seo/content-metadata';
import type { ServiceItem } from './ServiceList';

export type ServicesView = Awaited<ReturnType<typeof loadServices>>;

/** The mall's services; the page has no CMS record of its own, so its title and lead are the site's texts. */
export async function loadServices(locale: AppLocale) {
  const [{ allServices }, t] = await Promise.all([
    queryCms(ServicesDocument, { locale }),
    getTranslations({ locale, namespace: 'services' }),
  ]);
  return {
    title: t('title'),
    lead: t('lead'),
    services: allServices.flatMap((s): ServiceItem[] =>
      s.name && s.slug
        ? [
            {
              id: s.id,
              slug: s.slug,
              name: s.name,
              description: s.description,
              icon: s.icon,
              unit: s.unit,
              phone: s.phone,
              floorName: s.floor?.name,
            },
          ]
        : [],
    ),
    seo: { tags: [], href: '/servicos', fallbackTitle: t('title'), fallbackDescription: t('lead') } satisfies PageSeo,
  };
}
