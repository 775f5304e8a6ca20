import { parsePublicConfig, type PublicConfig } from './env-schema';

/**
 * The public configuration: what may reach a browser. Each variable is named
 * literally (never the whole environment object), so this module cannot pick up a
 * secret even by mistake, and Next inlines the NEXT_PUBLIC_ ones in client code.
 * Values that are not NEXT_PUBLIC_ (the published token, the listen URL) exist
 * on the server only: server components pass them to client components as props.
 */
function readPublicEnv() {
  return {
    DATOCMS_PUBLISHED_TOKEN: process.env.DATOCMS_PUBLISHED_TOKEN,
    DATOCMS_GRAPHQL_URL: process.env.DATOCMS_GRAPHQL_URL,
    DATOCMS_LISTEN_URL: process.env.DATOCMS_LISTEN_URL,
    DATOCMS_ENVIRONMENT: process.env.DATOCMS_ENVIRONMENT,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
    NEXT_PUBLIC_SENTRY_ENVIRONMENT: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT,
    // Only used to derive the defaults of the embedded content service.
    CMS_PORT: process.env.CMS_PORT,
    PORT: process.env.PORT,
  };
}

let cached: PublicConfig | undefined;

export function getPublicConfig(): PublicConfig {
  cached ??= parsePublicConfig(readPublicEnv());
  return cached;
}
