import { ContactDocument } from '@generated/graphql';
import { getTranslations } from 'next-intl/server';
import { ContentBody } from '@/components/page/ContentBody';
import { PageHeader } from '@/components/page/PageHeader';
import { SiteForm } from '@/features/forms';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import type { AppLocale } from '@/i18n/routing';
import { ContactChannels } from './ContactChannels';
import type { ContactView } from './load-contact';
import styles from './ContactScreen.module.css';

/** Contact: the page's text, every channel of the mall and the contact form. */
export async function ContactScreen({ page, locale }: { page: ContactView; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'content.contact' });
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} cover={page.cover} />
      <ContentBody body={page.body} aside={<ContactChannels settings={page.settings} hours={page.hours} />}>
        <section aria-labelledby="formulario-contato" className={styles.form}>
          <h2 id="formulario-contato" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          <SiteForm form="contact" locale={locale} subjects={page.subjects} />
        </section>
      </ContentBody>
      <LiveRefresh document={ContactDocument} variables={{ locale }} />
    </div>
  );
}
