import { useLocale } from 'next-intl';
import { StructuredText, renderNodeRule, type StructuredTextGraphQlResponse } from 'react-datocms/structured-text';
import { siteHref } from '@/i18n/localized-paths';
import { Link } from '@/i18n/navigation';
import { isAppLocale, defaultLocale, type AppLocale } from '@/i18n/routing';
import { StructuredTextBlock, type StructuredTextBlockRecord } from './StructuredTextBlock';
import { headingShift, linkAttributes, shiftedLevel } from './node-rules';
import { recordLabel, recordRoute, type LinkedRecord } from './record-href';
import styles from './StructuredTextContent.module.css';

/**
 * The data of any structured-text field, as the fragments of
 * graphql/structured-text/StructuredTextContent.graphql select it (`...ArticleBodyFields`,
 * `...StoreDescriptionFields`, …). Fields without blocks or links simply omit them.
 */
export interface StructuredTextData {
  value: unknown;
  blocks?: readonly StructuredTextBlockRecord[];
  links?: readonly LinkedRecord[];
}

interface StructuredTextContentProps {
  data: StructuredTextData | null | undefined;
  className?: string;
}

/** The DAST node react-datocms's rules receive (its own types come from a package the site does not name). */
type DastNode = Parameters<Parameters<typeof renderNodeRule>[0]>[0];
const isHeading = (node: DastNode): node is Extract<DastNode, { type: 'heading' }> => node.type === 'heading';
const isLink = (node: DastNode): node is Extract<DastNode, { type: 'link' }> => node.type === 'link';

function isDastValue(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && 'schema' in value && value.schema === 'dast' && 'document' in value
  );
}

/**
 * Renders a structured-text field with strict renderers: every block model and
 * every linkable model has one, an unknown type throws, and react-datocms
 * throws for a block or linked record missing from the data. The error reaches
 * the route's error boundary (error page, reported to Sentry): an article is
 * shown whole or not at all. Works in server components (no client JS).
 */
export function StructuredTextContent({ data, className }: StructuredTextContentProps) {
  const rawLocale = useLocale();
  const locale: AppLocale = isAppLocale(rawLocale) ? rawLocale : defaultLocale;
  if (data === null || data === undefined) return null;
  if (!isDastValue(data.value)) throw new Error('Structured text field has no DAST value');

  const response = {
    value: data.value,
    blocks: data.blocks ? [...data.blocks] : undefined,
    links: data.links ? [...data.links] : undefined,
  } as StructuredTextGraphQlResponse<StructuredTextBlockRecord, LinkedRecord>;
  const shift = headingShift(data.value);

  return (
    <div className={[styles.prose, className ?? ''].join(' ')}>
      <StructuredText<StructuredTextBlockRecord, LinkedRecord>
        data={response}
        renderBlock={({ record }) => <StructuredTextBlock record={record} locale={locale} />}
        renderLinkToRecord={({ record, children, transformedMeta }) => (
          <Link {...(transformedMeta ?? {})} href={recordRoute(record)}>
            {children}
          </Link>
        )}
        renderInlineRecord={({ record }) => <Link href={recordRoute(record)}>{recordLabel(record)}</Link>}
        customNodeRules={[
          renderNodeRule(isHeading, ({ node, children, key }) => {
            const Heading = `h${shiftedLevel(node.level, shift)}` as const;
            return <Heading key={key}>{children}</Heading>;
          }),
          // a site path an editor typed (`/oportunidade`) leads to the page in the reader's locale
          renderNodeRule(isLink, ({ node, children, key }) => (
            <a key={key} href={siteHref(node.url, locale)} {...linkAttributes(node.meta)}>
              {children}
            </a>
          )),
        ]}
      />
    </div>
  );
}
