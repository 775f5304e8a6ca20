import { strToU8, zipSync } from 'fflate';

/** Real, small résumés built in memory for the tests (a PDF with a correct cross-reference table, a zipped DOCX), and polyglots made from them. */

const encode = (text: string) => new Uint8Array(new TextEncoder().encode(text));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A PDF 1.7 of `pages` pages (one by default) whose xref offsets are exact. */
export function pdfFile({ pages = 1 }: { pages?: number } = {}): Uint8Array<ArrayBuffer> {
  const content = 'BT /F1 18 Tf 72 720 Td (Ana Souza - curriculo) Tj ET';
  const pageIds = Array.from({ length: pages }, (_, i) => i + 5);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageIds.map(
      () =>
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>',
    ),
  ];
  let text = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Ana Souza &amp; currículo</w:t></w:r></w:p><w:sectPr/></w:body></w:document>`;

/** A minimal Word document, zipped (deflated) the way Word writes one. */
export function docxFile(parts: Record<string, string> = {}): Uint8Array<ArrayBuffer> {
  const files = { '[Content_Types].xml': CONTENT_TYPES, '_rels/.rels': RELS, 'word/document.xml': DOCUMENT, ...parts };
  return new Uint8Array(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n';

/** Files that are two things at once, or claim a format they do not hold. */
export const polyglots: Record<string, () => Uint8Array<ArrayBuffer>> = {
  '%PDF- followed by HTML': () => encode(`%PDF-1.7\n${HTML}`),
  'a PDF with HTML appended': () => join(pdfFile(), encode(HTML)),
  'a PDF with a ZIP appended': () => join(pdfFile(), docxFile()),
  'a ZIP with a word/ entry and no document': () => new Uint8Array(zipSync({ 'word/index.html': strToU8(HTML) })),
  'a ZIP whose word/document.xml is HTML': () => docxFile({ 'word/document.xml': HTML }),
  'a DOCX whose main document is not declared': () =>
    docxFile({ '[Content_Types].xml': CONTENT_TYPES.replace(/<Override[^>]*>/, '') }),
  'a DOCX with HTML appended': () => join(docxFile(), encode(HTML)),
};
