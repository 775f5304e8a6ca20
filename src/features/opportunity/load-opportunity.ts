import { OpportunityDocument } from '@generated/graphql';
import type { AppLocale } from '@/i18n/routing';
import { queryCms } from '@/lib/cms/query';
import { isEmploymentType, openJobOpenings, type JobOpening } from './job-openings';
import { pageHead } from '@/components/page/page-head';

export type OpportunityView = NonNullable<Awaited<ReturnType<typeof loadOpportunity>>>;

/** Working at the mall, with the published job openings; null when the CMS has no such page (a 404). */
export async function loadOpportunity(locale: AppLocale) {
  const { opportunityPage: page, allJobOpenings } = await queryCms(OpportunityDocument, { locale });
  if (!page?.title) return null;
  const openings = openJobOpenings(
    allJobOpenings.flatMap((o): JobOpening[] =>
      o.title && o.slug && o.employer
        ? [
            {
              ...o,
              title: o.title,
              slug: o.slug,
              employer: o.employer,
              employmentType: isEmploymentType(o.employmentType) ? o.employmentType : null,
            },
          ]
        : [],
    ),
    // The page is cached and cannot know today: every published opening is listed, each with its closing date.
    null,
  );
  return {
    ...pageHead({ ...page, title: page.title }, '/oportunidade'),
    body: page.body,
    openings,
  };
}
