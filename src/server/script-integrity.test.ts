import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptIntegrityAdder } from './script-integrity.mjs';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('scriptIntegrityAdder', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'sri-'));
  mkdirSync(join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(distDir, 'static', 'chunks', 'page.js'), 'console.log("page")');
  const add = scriptIntegrityAdder(distDir);

  it('names the hash of each script file of the build that has none', () => {
    const html = '<head><script src="/_next/static/chunks/page.js" async=""></script></head>';
    expect(add(html)).toBe(
      `<head><script src="/_next/static/chunks/page.js" async="" integrity="${sha('console.log("page")')}"></script></head>`,
    );
  });

  it('leaves a tag that has one, a file it cannot read, and other scripts as they are', () => {
    const html = [
      '<script src="/_next/static/chunks/page.js" async="" integrity="sha256-given"></script>',
      '<script src="/_next/static/chunks/missing.js" async=""></script>',
      '<script src="https://www.googletagmanager.com/gtm.js"></script>',
      '<script>inline()</script>',
    ].join('');
    expect(add(html)).toBe(html);
  });
});
