import type { AnyVariables, Client, TypedDocumentNode } from '@urql/core';
import { CmsError } from './cms-error';

/** Runs one query and turns every failure into a CmsError; a response with `errors` fails the call (spec §7.2). */
export async function runQuery<TData, TVariables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<TData, TVariables> | string,
  variables: TVariables,
): Promise<TData> {
  const result = await client.query(document, variables).toPromise();
  if (result.error) {
    const { networkError, graphQLErrors } = result.error;
    if (networkError instanceof CmsError) throw networkError;
    if (graphQLErrors.length > 0) {
      throw new CmsError('graphql', `Content query failed: ${graphQLErrors.map((e) => e.message).join('; ')}`, {
        graphQLErrors: graphQLErrors.map((e) => ({ message: e.message })),
        cause: result.error,
      });
    }
    throw new CmsError('server', `Content query failed: ${result.error.message}`, { cause: result.error });
  }
  if (result.data === undefined || result.data === null) {
    throw new CmsError('server', 'Content query answered without data');
  }
  return result.data;
}
