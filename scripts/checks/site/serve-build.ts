import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyBuild } from '../../lib/build-copy.ts';
import { productionSecrets } from '../../lib/local-secrets.ts';

/**
 * The production build served as `npm start` serves it (the site server and the
 * embedded content service, on a copy of the content), on ports of its own, as
 * the end-to-end lanes do (scripts/e2e-server.mjs): the build baked one content
 * service's port into its image URLs and security policy, so the service names
 * that port for its images and the site keeps it for its policy.
 */
export interface ServedBuild {
  origin: string;
  stop(): Promise<void>;
  /** the last lines both processes wrote, for a failure's report */
  logs(): string;
}

export async function serveBuild({
  sitePort,
  cmsPort,
  builtCmsPort,
}: {
  sitePort: number;
  cmsPort: number;
  builtCmsPort: number;
}): Promise<ServedBuild> {
  const work = mkdtempSync(join(tmpdir(), 'site-check-'));
  const contentDir = join(work, 'content');
  cpSync('cms/content', contentDir, { recursive: true });
  // the tokens and secrets `npm start` gives both processes (data/local-secrets.json unless configured)
  const { values: secrets } = productionSecrets((name) => process.env[name], 'data');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...secrets,
    CMS_CONTENT_DIR: contentDir,
    DATA_DIR: join(work, 'data'),
    NODE_ENV: 'production',
  };
  const lines: string[] = [];
  const children: ChildProcess[] = [];
  const start = (label: string, args: string[], extra: Record<string, string>) => {
    const child = spawn(process.execPath, args, { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (d: Buffer) =>
        lines.push(
          ...String(d)
            .split('\n')
            .filter(Boolean)
            .map((l) => `${label}: ${l}`),
        ),
      );
    children.push(child);
  };
  start('content service', ['cms/server.ts'], {
    CMS_PORT: String(cmsPort),
    CMS_PUBLIC_URL: `http://localhost:${builtCmsPort}`,
  });
  start('site', ['src/server/site-server.mjs'], {
    PORT: String(sitePort),
    // pages the end-to-end lane of the build rendered again are in the build folder, with that lane's origin
    NEXT_DIST_DIR: copyBuild('site-check'),
    CMS_PORT: String(builtCmsPort),
    DATOCMS_GRAPHQL_URL: `http://localhost:${cmsPort}`,
    DATOCMS_LISTEN_URL: `http://localhost:${cmsPort}/listen`,
  });
  const origin = `http://localhost:${sitePort}`;
  const served: ServedBuild = {
    origin,
    logs: () => lines.slice(-30).join('\n'),
    async stop() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (children.some((c) => c.exitCode !== null)) break;
    try {
      if ((await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) })).status === 200) return served;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await served.stop();
  throw new Error(`the built site did not answer on ${origin}:\n${served.logs()}`);
}
