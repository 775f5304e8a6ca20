import { describe, expect, it } from 'vitest';
import { fillNotFoundShell, notFoundParts } from './not-found-document';

const siteNotFound = `<!DOCTYPE html><html lang="en" class="v"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><title>Error 404</title><script src="/x.js"></script></head><body><a href="/__pagina-inexistente" hrefLang="pt-BR">Português</a><main><h1>Error 404</h1><p>Oops!</p></main><script>self.__next_f.push([1,"x"])</script></body></html>`;
const shell = `<!DOCTYPE html><html id="__next_error__"><head><link rel="preload" as="script" href="/y.js"/><meta name="robots" content="noindex"/></head><body><script src="/y.js" async=""></script></body></html>`;

describe("filling Next's empty not-found shell", () => {
  it("adds the site's 404 page: lang, title, style sheets and body, without its scripts, keeping the shell's", () => {
    const parts = notFoundParts(siteNotFound, '/__pagina-inexistente', '/');
    expect(parts).not.toBeNull();
    const filled = fillNotFoundShell(shell, parts!)!;
    // the site's fonts: next/font's variables are classes of <html>
    expect(filled).toContain('<html lang="en" class="v" id="__next_error__">');
    expect(filled).toMatch(
      /<head>.*<title>Error 404<\/title>.*<link rel="stylesheet" href="\/_next\/static\/chunks\/a.css"/,
    );
    expect(filled).toContain(
      '<body><a href="/" hrefLang="pt-BR">Português</a><main><h1>Error 404</h1><p>Oops!</p></main><script src="/y.js" async=""></script></body>',
    );
    expect(filled).not.toContain('/x.js');
    expect(filled).not.toContain('__next_f');
  });

  it('leaves any other document alone', () => {
    const parts = notFoundParts(siteNotFound, '/__pagina-inexistente', '/')!;
    expect(fillNotFoundShell(siteNotFound, parts)).toBeNull();
  });
});
