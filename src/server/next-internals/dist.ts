/**
 * Every module the site imports from `next/dist` (Next's build output, no
 * public API: a minor or patch release may move or change it). Node only: the
 * site server and the two cache handlers import these, never a bundle.
 *
 * Checked against next 16.4.6 (version.ts); what proves each still works after
 * an upgrade is in ADR 0058.
 */
import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

// CommonJS modules: Node hands their `exports` over as the default export.
const interop = <T>(module: T): T => ((module as { default?: T }).default ?? module) as T;

/**
 * Next's page cache (the incremental cache of prerendered pages, on disk and in
 * memory), which src/server/page-cache-handler.mjs extends. Relied on: the
 * constructor takes Next's options (`serverDistDir` among them), and
 * `get(key, ctx)` / `set(key, data, ctx)` read and store entries of the shape
 * described in protocol.ts (`PageCacheValue`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a class from Next's internals, extended in plain JavaScript
export const FileSystemCache: any = interop(fileSystemCacheModule);

/**
 * Next's in-memory `'use cache'` handler (`cacheHandlers.default` when none is
 * named), made with its memory budget in bytes.
 */
export const { createDefaultCacheHandler } = interop(defaultHandlerModule);

/**
 * Next's process-wide tag states (`tag → { stale, expired }`, milliseconds),
 * which `revalidateTag` writes and both caches read. The front store (ADR 0051)
 * and the shared cache (ADR 0035) read and write the very same map: it must be
 * the one Next's own code uses (the `.external` module, one per process).
 */
export const tagsManifest: Map<string, { stale?: number; expired?: number }> = interop(tagsManifestModule).tagsManifest;
