// Whether `npm run build` / `npm start` / `npm run dev` (scripts/run-with-cms.mjs) start the embedded
// content service, and what they tell the site about it (ADR 0043).
import { isEmbeddedCmsUrl } from '../../src/lib/config/embedded-cms-url.ts';

export interface ContentServiceChoice {
  /** start (or reuse) the embedded content service on `cmsPort` */
  embedded: boolean;
  cmsPort: string;
  /** the content URLs the site gets when they are not configured: only the embedded service's */
  siteEnv: Record<string, string>;
}

/**
 * The embedded service runs only when the site reads its content from this machine: no
 * `DATOCMS_GRAPHQL_URL`, or one on a loopback host (the service itself on CMS_PORT, or a proxy in
 * front of it, as the end-to-end tests put there). Pointed at DatoCMS, only Next runs.
 */
export function chooseContentService(setting: (name: string) => string | undefined): ContentServiceChoice {
  const cmsPort = setting('CMS_PORT')?.trim() || '4010';
  const graphqlUrl = setting('DATOCMS_GRAPHQL_URL')?.trim() || undefined;
  const embedded = graphqlUrl === undefined || isEmbeddedCmsUrl(graphqlUrl);
  if (!embedded) return { embedded, cmsPort, siteEnv: {} };
  return {
    embedded,
    cmsPort,
    siteEnv: {
      DATOCMS_GRAPHQL_URL: graphqlUrl ?? `http://localhost:${cmsPort}`,
      DATOCMS_LISTEN_URL: setting('DATOCMS_LISTEN_URL')?.trim() || `http://localhost:${cmsPort}/listen`,
    },
  };
}
