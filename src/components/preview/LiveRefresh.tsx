import type { TypedDocumentNode } from '@urql/core';
import { print } from 'graphql';
import { isDraftModeEnabled } from '@/lib/cms/draft-mode';
import { getServerConfig } from '@/lib/config/server';
import { LiveRefreshClient } from './LiveRefreshClient';

interface LiveRefreshProps<TData, TVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
}

/**
 * Put once on a page with the page's query: renders nothing outside draft
 * mode; in draft mode it subscribes to the real-time API with the same query
 * and refreshes the route on every update. The draft token reaches the
 * browser only here, in draft mode, which only the signed cookie enables.
 */
export async function LiveRefresh<TData, TVariables extends Record<string, unknown>>({ document, variables }: LiveRefreshProps<TData, TVariables>) {
  if (!(await isDraftModeEnabled())) return null;
  const config = getServerConfig();
  return (
    <LiveRefreshClient
      query={print(document)}
      variables={variables}
      token={config.DATOCMS_DRAFT_TOKEN}
      baseUrl={config.DATOCMS_LISTEN_URL}
      environment={config.DATOCMS_ENVIRONMENT}
    />
  );
}
