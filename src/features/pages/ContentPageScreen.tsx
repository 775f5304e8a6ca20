import type { ComponentProps } from 'react';
import { ContentBody } from '@/components/page/ContentBody';
import { PageHeader } from '@/components/page/PageHeader';
import type { ContentImage } from '@/components/page/types';
import { LiveRefresh, type LiveQuery } from '@/features/preview';
import type { PageSeo } from '@/lib/seo/content-metadata';

export interface ContentPageView {
  title: string;
  lead: string | null;
  cover: ContentImage | null;
  body: ComponentProps<typeof ContentBody>['body'];
  /** the query the live preview re-runs in draft mode */
  live: LiveQuery;
  seo: PageSeo;
}

/** A page of text from the CMS: header (title, lead, cover) and body. */
export function ContentPageScreen({ page }: { page: ContentPageView }) {
  return (
    <div className="page-container">
      <PageHeader title={page.title} lead={page.lead} cover={page.cover} />
      <ContentBody body={page.body} />
      <LiveRefresh {...page.live} />
    </div>
  );
}
