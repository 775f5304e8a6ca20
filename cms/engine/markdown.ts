/**
 * The `markdown: true` argument of text fields: a small Markdown subset
 * (paragraphs, line breaks, bullet and numbered lists, headings, bold,
 * italics, links) rendered to HTML. Editors' text is escaped first, so the
 * output is safe to inject.
 */

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+|\/[^\s)]*|mailto:[^\s)]+)\)/g, '<a href="$2">$1</a>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
    .replace(/_([^_]+)_/g, '<em>$1</em>');
}

export function markdownToHtml(source: string): string {
  const blocks = source
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      const heading = /^(#{1,6})\s+(.*)$/.exec(block);
      if (heading && lines.length === 1)
        return `<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`;
      if (lines.every((l) => /^[-*]\s+/.test(l)))
        return `<ul>\n${lines.map((l) => `<li>${inline(l.replace(/^[-*]\s+/, ''))}</li>`).join('\n')}\n</ul>`;
      if (lines.every((l) => /^\d+[.)]\s+/.test(l)))
        return `<ol>\n${lines.map((l) => `<li>${inline(l.replace(/^\d+[.)]\s+/, ''))}</li>`).join('\n')}\n</ol>`;
      return `<p>${lines.map(inline).join('<br>\n')}</p>`;
    })
    .join('\n');
}
