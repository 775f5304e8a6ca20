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

/**
 * Errors the checker reports where the HTML standard has moved on and the checker (vnu-jar 26.9.27, the newest
 * release) has not: each with the standard's text that allows the markup. Matched on the message and the markup,
 * so the same message about other markup still counts.
 */
const CHECKER_BEHIND_THE_STANDARD: readonly { message: string; markup: string; allowedBy: string }[] = [
  {
    // ADR 0103: the first frame waits for <main>
    message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    markup: '<link rel="expect" ',
    allowedBy:
      'https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking: "used by link types expect and ' +
      'stylesheet" (whatwg/html#9970, 2024)',
  },
];

const checkerIsBehind = (m: VnuMessage) =>
  CHECKER_BEHIND_THE_STANDARD.some((lag) => m.message === lag.message && (m.extract ?? '').includes(lag.markup));

/** The errors of vnu's JSON report, named by the page (not the temporary file) they came from. */
export function errorsOfReport(report: string, urlOfFile: (file: string) => string): ValidatorMessage[] {
  const { messages = [] } = JSON.parse(report) as { messages?: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error' || (m.type === 'non-document-error' && m.subType !== 'internal'))
    .filter((m) => !checkerIsBehind(m))
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
