import { ServicesDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/page/PageHeader';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import type { ServicesView } from './load-services';
import { ServiceList } from './ServiceList';

/** The mall's services (Wi-Fi, parking, family room…) with where to find them. */
export async function ServicesScreen({ page, locale }: { page: ServicesView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'services' });
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead}>
        <p>{t('count', { count: page.services.length })}</p>
      </PageHeader>
      <ServiceList services={page.services} />
      <LiveRefresh document={ServicesDocument} variables={{ locale }} />
    </div>
  );
}
