import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { ContactDocument } from '@generated/graphql';
import { ContactChannels } from '@/features/contact/ContactChannels';
import { ContentBody } from '@/components/page/ContentBody';
import { contentMetadata } from '@/lib/seo/content-metadata';
import { SiteForm } from '@/features/forms/SiteForm';
import { PageHeader } from '@/components/page/PageHeader';
import { loadLayoutSettings } from '@/features/layout/load-layout-settings';
import { weeklyHoursRows } from '@/features/layout/weekly-hours';
import { LiveRefresh } from '@/features/preview/LiveRefresh';
import { queryCms } from '@/lib/cms/query';
import { contactSubjects } from '@/lib/forms/form-options';
import styles from './page.module.css';

interface ContactPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ContactPageProps): Promise<Metadata> {
  const locale = await getLocale();
  const { contactPage } = await queryCms(ContactDocument, { locale });
  if (!contactPage) notFound();
  return contentMetadata(contactPage._seoMetaTags, { locale, href: '/contato', fallbackTitle: contactPage.title, fallbackDescription: contactPage.lead });
}

/**
 * Contact: the page's text, every channel of the mall (from site_settings,
 * shared with the header) and the contact form.
 */
export default async function ContactPage({ params }: ContactPageProps) {
  const locale = await getLocale();
  const [{ contactPage }, settings, t] = await Promise.all([
    queryCms(ContactDocument, { locale }),
    loadLayoutSettings(locale),
    getTranslations({ locale, namespace: 'content.contact' }),
  ]);
  if (!contactPage?.title) notFound();
  // the regular week (a cached page cannot mark today; the header's hours do, in the browser)
  const hours = weeklyHoursRows(settings, null, locale);
  return (
    <div className="page-container">
      <PageHeader title={contactPage.title} lead={contactPage.lead} cover={contactPage.cover?.responsiveImage} />
      <ContentBody body={contactPage.body} aside={<ContactChannels settings={settings} hours={hours} />}>
        <section aria-labelledby="formulario-contato" className={styles.form}>
          <h2 id="formulario-contato" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          <SiteForm form="contact" locale={locale} subjects={contactSubjects(contactPage.subjects, locale)} />
        </section>
      </ContentBody>
      <LiveRefresh document={ContactDocument} variables={{ locale }} />
    </div>
  );
}
