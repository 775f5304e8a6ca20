import type { TypedDocumentNode } from '@urql/core';
import { print } from 'graphql';
import { isDraftModeEnabled } from '@/lib/cms/draft-mode';
import { cmsVariables, queryCms } from '@/lib/cms/query';
import { getServerConfig } from '@/lib/config/server';
import { LiveRefreshLoader } from './LiveRefreshLoader';
import { comparableState } from './comparable-state';

interface LiveRefreshProps<TData, TVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
}

/** A page's query with its variables, as a loader hands it to a Screen that serves several queries. */
export type LiveQuery = LiveRefreshProps<unknown, Record<string, unknown>>;

/** Pairs a query with its variables (checked here), then forgets their types so views can carry it. */
export function liveQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): LiveQuery {
  return { document, variables } as unknown as LiveQuery;
}

/**
 * Put once on a page with the page's query: renders nothing outside draft
 * mode; in draft mode it subscribes to the real-time API with the same query
 * and refreshes the route on every update. The live client loads only then,
 * and fetches the draft token from /api/preview: no token is in the HTML.
 */
export async function LiveRefresh<TData, TVariables extends Record<string, unknown>>({
  document,
  variables,
}: LiveRefreshProps<TData, TVariables>) {
  if (!(await isDraftModeEnabled())) return null;
  const config = getServerConfig();
  // The state this render shows (draft mode is uncached, so this is the page's own data): an edit
  // made before the channel connects arrives as the first update and must still refresh.
  const rendered = await queryCms(document, variables);
  return (
    <LiveRefreshLoader
      renderedState={comparableState(rendered)}
      query={print(document)}
      variables={cmsVariables(document as TypedDocumentNode<unknown, never>, variables)}
      baseUrl={config.DATOCMS_LISTEN_URL}
      environment={config.DATOCMS_ENVIRONMENT}
    />
  );
}
