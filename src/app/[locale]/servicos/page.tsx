import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { ServicesDocument } from '@generated/graphql';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { PageHeader } from '@/components/page/PageHeader';
import { ServiceList, type ServiceItem } from '@/features/services/ServiceList';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';

interface ServicesPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ServicesPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'services' });
  return contentMetadata([], { locale, href: '/servicos', fallbackTitle: t('title'), fallbackDescription: t('lead') });
}

/** The mall's services (Wi-Fi, parking, family room…) with where to find them. */
export default async function ServicesPage({ params }: ServicesPageProps) {
  const locale = await getLocale();
  const [{ allServices }, t] = await Promise.all([
    queryCms(ServicesDocument, { locale }),
    getTranslations({ locale, namespace: 'services' }),
  ]);
  const services = allServices.flatMap((s): ServiceItem[] =>
    s.name && s.slug
      ? [{ id: s.id, slug: s.slug, name: s.name, description: s.description, icon: s.icon, unit: s.unit, phone: s.phone, floorName: s.floor?.name }]
      : [],
  );
  return (
    <div className="page-container">
      <PageHeader title={t('title')} lead={t('lead')}>
        <p>{t('count', { count: services.length })}</p>
      </PageHeader>
      <ServiceList services={services} />
      <LiveRefresh document={ServicesDocument} variables={{ locale }} />
    </div>
  );
}
