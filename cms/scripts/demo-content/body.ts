/** Turns bilingual body parts (article-table.ts) into one structured-text value per locale. */
import type { Part } from './article-table.ts';
import { blockRef, doc, h, p, quote, ul, type Block, type StructuredTextValue, type TopNode } from './dast.ts';
import { blockFile } from './records.ts';
import type { L10n } from './text.ts';

export function bodyFor(ownerId: string, parts: readonly Part[], locale: 'pt' | 'en'): StructuredTextValue {
  const nodes: TopNode[] = [];
  const blocks: Block[] = [];
  const addBlock = (block: Omit<Block, 'id'> & { type: string }): void => {
    const id = `${ownerId}-${locale}-block-${blocks.length + 1}`;
    blocks.push({ id, ...block });
    nodes.push(blockRef(id));
  };
  for (const part of parts) {
    if ('p' in part) nodes.push(p(part.p[locale]));
    else if ('h2' in part) nodes.push(h(2, part.h2[locale]));
    else if ('h3' in part) nodes.push(h(3, part.h3[locale]));
    else if ('list' in part) nodes.push(ul(part.list[locale], part.numbered ? 'numbered' : 'bulleted'));
    else if ('quote' in part) nodes.push(quote(part.quote[locale], part.by));
    else if ('image' in part)
      addBlock({ type: 'image_block', image: blockFile(part.image, part.alt[locale]), caption: part.caption[locale] });
    else if ('gallery' in part)
      addBlock({
        type: 'gallery_block',
        images: part.gallery.map((upload, i) =>
          blockFile(upload, `${part.alt[locale]} (${i + 1}/${part.gallery.length})`),
        ),
        caption: part.caption[locale],
      });
    else if ('video' in part) addBlock({ type: 'video_block', url: part.video, title: part.title[locale] });
    else if ('cta' in part)
      addBlock({ type: 'cta_block', label: part.cta[locale], url: part.url, text: part.text[locale] });
    else addBlock({ type: 'quote_block', quote: part.pullQuote[locale], author: part.author });
  }
  return doc(nodes, blocks);
}

export const localizedBody = (
  ownerId: string,
  parts: readonly Part[],
): { pt: StructuredTextValue; en: StructuredTextValue } => ({
  pt: bodyFor(ownerId, parts, 'pt'),
  en: bodyFor(ownerId, parts, 'en'),
});

export const paragraphs = (pt: string[], en: string[]): Part[] =>
  pt.map((text, i) => ({ p: { pt: text, en: en[i] ?? '' } satisfies L10n }));
