import { describe, expect, it } from 'vitest';
import { errorsOfReport } from './validate';

const BLOCKING =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
const report = (...messages: object[]) => JSON.stringify({ messages });
const named = (file: string) => (file === 'file:/tmp/0.html' ? '/lojas' : file);

describe('errorsOfReport', () => {
  it('keeps every error, named by its page', () => {
    const errors = errorsOfReport(
      report({
        type: 'error',
        url: 'file:/tmp/0.html',
        lastLine: 3,
        message: 'Stray end tag “div”.',
        extract: '</div>',
      }),
      named,
    );
    expect(errors).toEqual([{ url: '/lojas', line: 3, message: 'Stray end tag “div”.', extract: '</div>' }]);
  });

  it('leaves out blocking="render" on <link rel="expect">, which the standard allows and the checker does not yet', () => {
    const errors = errorsOfReport(
      report(
        {
          type: 'error',
          url: 'file:/tmp/0.html',
          message: BLOCKING,
          extract: '"/><link rel="expect" href="#conteudo" blocking="render"/><title',
        },
        {
          type: 'error',
          url: 'file:/tmp/0.html',
          message: BLOCKING,
          extract: '<link rel="preload" href="/a.js" blocking="render">',
        },
      ),
      named,
    );
    // the same message about other markup is still an error
    expect(errors.map((e) => e.extract)).toEqual(['<link rel="preload" href="/a.js" blocking="render">']);
  });
});
