import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './JsonLd';

const hostile = {
  '@type': 'Store',
  name: '</script><script>alert(1)</script>',
  description: 'A & B <!-- x --> linha\u2028nova\u2029fim',
};

describe('JsonLd', () => {
  it('writes one JSON-LD script that a CMS string cannot close, comment out or break', () => {
    const html = renderToStaticMarkup(<JsonLd data={hostile} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    const text = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(text).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});
