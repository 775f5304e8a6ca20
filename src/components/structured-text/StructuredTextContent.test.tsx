// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en.json';
import { StructuredTextContent, type StructuredTextData } from './StructuredTextContent';

const wrap = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

const doc = (...children: unknown[]) => ({ schema: 'dast', document: { type: 'root', children } });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const span = (value: string) => ({ type: 'span', value });

const store = {
  __typename: 'StoreRecord' as const,
  id: 'store-casa-aroeira',
  slug: 'casa-aroeira',
  name: 'Casa Aroeira',
};
const article = { __typename: 'ArticleRecord' as const, id: 'article-1', slug: 'new-wing', title: 'The new wing' };
const service = {
  __typename: 'ServiceRecord' as const,
  id: 'service-1',
  slug: 'fraldario',
  name: 'Baby changing room',
};
const quote = {
  __typename: 'QuoteBlockRecord' as const,
  id: 'quote-1',
  quote: 'A garden in the city.',
  author: 'Ana Lima',
};
const video = {
  __typename: 'VideoBlockRecord' as const,
  id: 'video-1',
  url: 'https://www.youtube.com/watch?v=abc',
  title: 'Opening night',
};

/** React logs the errors it rethrows; keep the output readable. */
function expectRenderError(ui: ReactNode, message: RegExp) {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    expect(() => wrap(ui)).toThrow(message);
  } finally {
    spy.mockRestore();
  }
}

describe('StructuredTextContent', () => {
  it('renders text, blocks and links to records at their localized URLs', () => {
    const data: StructuredTextData = {
      value: doc(
        paragraph(
          span('Visit '),
          { type: 'itemLink', item: store.id, children: [span('our favourite shop')] },
          span(' and read '),
          { type: 'inlineItem', item: article.id },
          { type: 'inlineItem', item: service.id },
        ),
        { type: 'block', item: quote.id },
        { type: 'block', item: video.id },
      ),
      blocks: [quote, video],
      links: [store, article, service],
    };
    wrap(<StructuredTextContent data={data} />);
    expect(screen.getByRole('link', { name: 'our favourite shop' })).toHaveAttribute(
      'href',
      '/en/loja/casa-aroeira/casa-aroeira',
    );
    expect(screen.getByRole('link', { name: 'The new wing' })).toHaveAttribute('href', '/en/article/new-wing');
    expect(screen.getByRole('link', { name: 'Baby changing room' })).toHaveAttribute('href', '/en/services#fraldario');
    expect(screen.getByText('A garden in the city.')).toBeInTheDocument();
    // No third-party player before consent: a link card to YouTube, no iframe.
    const card = screen.getByRole('link', { name: /Opening night/ });
    expect(card).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc');
    expect(card).toHaveTextContent('Watch on YouTube');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('renders nothing for an empty field', () => {
    const { container } = wrap(<StructuredTextContent data={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('throws when a block node points at a block missing from the data', () => {
    expectRenderError(
      <StructuredTextContent data={{ value: doc({ type: 'block', item: 'gone' }), blocks: [quote] }} />,
      /cannot find a record with ID gone inside data\.blocks/,
    );
  });

  it('throws when a link points at a record missing from the data', () => {
    const value = doc(paragraph({ type: 'itemLink', item: 'gone', children: [span('x')] }));
    expectRenderError(
      <StructuredTextContent data={{ value, links: [store] }} />,
      /cannot find a record with ID gone inside data\.links/,
    );
  });

  it('throws for a block the field data does not carry at all (no renderBlock path)', () => {
    expectRenderError(
      <StructuredTextContent data={{ value: doc({ type: 'block', item: quote.id }) }} />,
      /'block' node/,
    );
  });

  it('throws for an inline block, which no field of the model allows', () => {
    const value = doc(paragraph({ type: 'inlineBlock', item: 'ib-1' }));
    expectRenderError(<StructuredTextContent data={{ value, blocks: [quote] }} />, /inlineBlock/);
  });

  it('throws for a block or linked record type without a renderer', () => {
    const unknownBlock = { __typename: 'MapBlockRecord', id: 'map-1' } as unknown as typeof quote;
    expectRenderError(
      <StructuredTextContent data={{ value: doc({ type: 'block', item: 'map-1' }), blocks: [unknownBlock] }} />,
      /block of type "MapBlockRecord" that has no renderer/,
    );
    const unknownRecord = { __typename: 'FloorRecord', id: 'floor-1' } as unknown as typeof store;
    const value = doc(paragraph({ type: 'itemLink', item: 'floor-1', children: [span('floor')] }));
    expectRenderError(
      <StructuredTextContent data={{ value, links: [unknownRecord] }} />,
      /linked record of type "FloorRecord" that has no renderer/,
    );
  });

  it('throws when the value is not a structured text document', () => {
    expectRenderError(<StructuredTextContent data={{ value: null }} />, /no DAST value/);
  });
});
