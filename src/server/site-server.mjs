// The production server: Next's request handler behind Node's HTTP server,
// with one addition `next start` cannot make: a page that fails for want of
// content answers 503 with the site's outage page (src/server/outage, ADR 0036).
//
//   node src/server/site-server.mjs          (PORT, default 3000; every interface, as `next start`)
//
// `npm start` runs it beside the embedded content service; production runs it
// alone, from the project folder, after `npm run build`.
//
// What it and its wrappers rely on of Next's internals (headers, entry formats, how Next writes an answer)
// is named in src/server/next-internals, with the Next versions it was checked against (ADR 0058).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { isBotUserAgent } from '../features/errors/is-bot-user-agent.ts';
import { contentRecentlyUnavailable, contentRequestRecords } from '../lib/cms/content-unavailable.ts';
import { markClientAddress, proxyTrustFromEnv } from './client-address.ts';
import { applyConnectionLimits, cutStalledBodies, keepAliveTimeoutMs } from './connection-limits.ts';
import { stripInternalHeaders } from './internal-headers.ts';
import { createNotFoundParts, fillNotFoundShells } from './not-found-document.ts';
import { guardAgainstContentOutage } from './outage/outage-guard.ts';
import { overloadGuard, overloadLimitsFromEnv } from './overload-guard.ts';
import { createUnavailablePages } from './outage/unavailable-page.ts';
import { createFrontStore, frontStoreBytesFromEnv } from './front-store/front-store.ts';
import { tagsManifest } from './next-internals/dist.ts';
import { answerClientError, explainEmptyRefusals, refuseBeforeNext } from './request-refusals.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT || 3000);
// read once at start, so a malformed setting stops the server instead of every request
const proxyTrust = proxyTrustFromEnv();
const keepAliveMs = keepAliveTimeoutMs();
const overload = overloadGuard(overloadLimitsFromEnv());
const frontStoreBytes = frontStoreBytesFromEnv();

const errorPageMessages = (locale) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')).errorPage;

const app = next({ dev: false, dir: projectRoot, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();

const records = contentRequestRecords();
const unavailableHtml = createUnavailablePages({
  origin: `http://localhost:${port}`,
  messages: { pt: errorPageMessages('pt'), en: errorPageMessages('en') },
});
const notFoundParts = createNotFoundParts({ origin: `http://localhost:${port}` });
// Cached pages answered before the proxy and Next, compressed once (ADR 0051). Next's own tag
// states decide freshness: the webhook and other instances (src/server/shared-cache) update them.
const frontStore =
  frontStoreBytes > 0
    ? createFrontStore({
        manifest: tagsManifest,
        maxBytes: frontStoreBytes,
        log: (message, error) => console.warn(message, error),
      })
    : null;

const server = createServer((request, response) => {
  // Before anything reads the request: a header only the site's own layers may set must not come from outside.
  stripInternalHeaders(request);
  markClientAddress(request, proxyTrust);
  // past what the CPU can answer, a fast 503 with Retry-After rather than a long wait (ADR 0050)
  if (!overload.admit(request, response)) return;
  cutStalledBodies(request, response);
  explainEmptyRefusals(request, response);
  if (refuseBeforeNext(request, response)) return;
  if (frontStore?.serve(request, response)) return;
  // before the layers that may still change Next's answer, so the store keeps what the visitor got
  frontStore?.capture(request, response);
  const record = { contentUnavailable: false };
  guardAgainstContentOutage(request, response, {
    record,
    recentlyUnavailable: () => contentRecentlyUnavailable(),
    unavailableHtml,
    isBot: isBotUserAgent,
  });
  fillNotFoundShells(request, response, notFoundParts);
  records.run(record, () => {
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
});
applyConnectionLimits(server, keepAliveMs);
server.on('clientError', answerClientError);
server.listen(port, () => console.log(`▲ site on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // keep-alive connections must not hold the exit
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
