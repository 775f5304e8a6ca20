/**
 * `npm run cms`: the embedded DatoCMS-compatible content service on http://localhost:4010 (loopback only unless
 * CMS_HOST says otherwise; in production, NODE_ENV=production, it refuses the published development tokens: ADR 0048).
 * Configuration: docs/architecture.md's variables (see .env.example).
 */
import { fileURLToPath } from 'node:url';
import { ConfigError, configFromEnv, loadDotEnv } from './server/config.ts';
import { startContentService, type ContentService } from './server/index.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  loadDotEnv(projectRoot);
  let service: ContentService;
  try {
    const options = configFromEnv(projectRoot);
    service = await startContentService(options);
    console.log(
      `[cms] content service on ${service.url} (content: ${options.contentDir}; ${options.host ? `bound to ${options.host}` : 'this machine only: 127.0.0.1 and ::1, CMS_HOST to change'})`,
    );
    console.log(
      '[cms] tokens: DATOCMS_PUBLISHED_TOKEN (published content), DATOCMS_DRAFT_TOKEN (drafts, with /preview or X-Include-Drafts: true)',
    );
    console.log(
      `[cms] real-time: ${service.url}/listen · images: ${service.url}/assets/<path> · webhook: ${options.webhookUrl ?? 'off'}`,
    );
    if (options.environment)
      console.log(`[cms] environments: main (primary) and the sandbox ${options.environment} (DATOCMS_ENVIRONMENT)`);
    if (options.rateLimit)
      console.log(
        `[cms] rate limit per token (CMS_RATE_LIMIT): ${options.rateLimit.perSecond ?? '∞'}/s, ${options.rateLimit.perMinute ?? '∞'}/min; then 429`,
      );
  } catch (error) {
    if (error instanceof ConfigError) console.error(`[cms] configuration error: ${error.message}`);
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      console.error(`[cms] port in use: ${(error as Error).message} (set CMS_PORT to another port)`);
    else console.error('[cms] failed to start:', error);
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // a second Ctrl-C means "now"
      process.exit(130);
    }
    stopping = true;
    console.log(`[cms] ${signal}: stopping`);
    service
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('[cms] error while stopping:', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
