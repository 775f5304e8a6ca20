import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The W3C Nu HTML Checker (the `vnu-jar` package, on Java) over the served
 * HTML of the pages given, in one run of the checker: one JVM start, a few
 * seconds for all templates.
 */

export interface ValidatorMessage {
  url: string;
  line: number | null;
  message: string;
  extract: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message?: string;
  extract?: string;
}

/** The errors of vnu's JSON report, named by the page (not the temporary file) they came from. */
export function errorsOfReport(report: string, urlOfFile: (file: string) => string): ValidatorMessage[] {
  const { messages = [] } = JSON.parse(report) as { messages?: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'internal'))
    .map((m) => ({
      url: urlOfFile(m.url ?? ''),
      line: m.lastLine ?? null,
      message: m.message ?? m.type,
      extract: (m.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 160),
    }));
}

export function validateHtml(pages: ReadonlyMap<string, string>, javaPath = 'java'): ValidatorMessage[] {
  // the package's one export is the path of its jar
  const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
  const dir = mkdtempSync(join(tmpdir(), 'site-check-html-'));
  const byFile = new Map<string, string>();
  [...pages].forEach(([url, html], i) => {
    const file = join(dir, `${i}.html`);
    writeFileSync(file, html);
    byFile.set(file, url);
  });
  const run = spawnSync(
    javaPath,
    ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...byFile.keys()],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error || run.status !== 0) throw new Error(`vnu did not run: ${run.error?.message ?? run.stderr}`);
  return errorsOfReport(run.stderr, (fileUrl) => {
    const file = fileUrl.replace(/^file:/, '');
    return byFile.get(file) ?? byFile.get(decodeURIComponent(file)) ?? fileUrl;
  });
}
