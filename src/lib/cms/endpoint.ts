/**
 * The Content Delivery API URL (spec §7.2): the base endpoint, optionally
 * followed by `/environments/{environment}`, optionally followed by `/preview`.
 */
export interface CdaEndpointOptions {
  baseUrl: string;
  environment?: string | undefined;
  preview?: boolean | undefined;
}

export function buildCdaEndpoint({ baseUrl, environment, preview }: CdaEndpointOptions): string {
  let url = baseUrl.replace(/\/+$/, '');
  if (environment) url += `/environments/${encodeURIComponent(environment)}`;
  if (preview) url += '/preview';
  // DatoCMS's canonical endpoint is `https://graphql.datocms.com/`, trailing slash included.
  return url.endsWith('/preview') || environment ? url : `${url}/`;
}
