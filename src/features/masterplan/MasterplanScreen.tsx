import { MasterplanDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { PageHeader } from '@/components/page/PageHeader';
import { SectionHeading } from '@/components/page/SectionHeading';
import { LiveRefresh } from '@/features/preview';
import type { AppLocale } from '@/i18n/routing';
import type { MasterplanView } from './load-masterplan';
import { MasterplanPhases } from './MasterplanPhases';
import { MasterplanPlan } from './MasterplanPlan';

/**
 * The masterplan: the cover, the plan drawn from the CMS's phases (numbered
 * areas on the site), the same phases as a timeline, then the editor's text.
 */
export async function MasterplanScreen({ page, locale }: { page: MasterplanView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'masterplan' });
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} cover={page.cover} coverStyle="band" />
      {page.phases.length > 0 ? (
        <section aria-labelledby="etapas">
          <SectionHeading id="etapas">{t('phasesTitle')}</SectionHeading>
          <MasterplanPlan site={page.site} phases={page.phases} titleId="planta-masterplan" />
          <MasterplanPhases phases={page.phases} headingId="etapas" />
        </section>
      ) : null}
      <ContentBody body={page.body} />
      <LiveRefresh document={MasterplanDocument} variables={{ locale }} />
    </div>
  );
}
