import { Inflate } from 'fflate';

/** The résumé's limits (issue: PDF, DOC or DOCX, at most 5 MB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export type ResumeKind = 'pdf' | 'doc' | 'docx';

/** How long reading one résumé may take, and how many pages a PDF may have (ADR 0047). */
export const RESUME_CHECK_LIMITS = {
  timeoutMs: 3000,
  maxPdfPages: 200,
  maxZipEntries: 1000,
  maxXmlBytes: 16 * 1024 * 1024,
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * What a résumé claims to be, from its first bytes, never from its name or
 * the browser's claim: PDF (`%PDF-`), Word 97–2003 (an OLE compound file) or
 * a ZIP (DOCX candidate). Anything else is null. This is only the first look:
 * `checkResume` then reads the file as its format.
 */
export function resumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  return null;
}

/** `unsupported`: not a PDF, DOC or DOCX at all; `damaged`: starts like one but does not read as one (a polyglot, a broken file). */
export type ResumeCheck = { ok: true; kind: ResumeKind } | { ok: false; reason: 'unsupported' | 'damaged' };

/**
 * Reads a résumé as the format its first bytes claim, within
 * `RESUME_CHECK_LIMITS`: a PDF through pdf.js (structure, trailer, page tree),
 * a DOCX as an OOXML package (fflate inflates its parts), a DOC by its
 * compound-file header. A file that is two formats at once is refused.
 */
export async function checkResume(bytes: Uint8Array): Promise<ResumeCheck> {
  const kind = resumeKind(bytes);
  if (!kind) return { ok: false, reason: 'unsupported' };
  let readable: boolean;
  try {
    readable =
      kind === 'pdf' ? await readsAsPdf(bytes) : kind === 'docx' ? readsAsDocx(bytes) : readsAsCompoundFile(bytes);
  } catch {
    readable = false;
  }
  return readable ? { ok: true, kind } : { ok: false, reason: 'damaged' };
}

// ---------------------------------------------------------------- PDF

const latin1 = new TextDecoder('latin1');
const isPdfSpace = (b: number | undefined) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;

/**
 * The file's own end, read before pdf.js (which repairs what it can): the last
 * `%%EOF` ends the file (only white space after it, so nothing is appended),
 * and the `startxref` before it points at a cross-reference table or stream.
 */
function pdfTrailerHolds(bytes: Uint8Array): boolean {
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) return false;
  for (let i = eof + 5; i < tail.length; i += 1) if (!isPdfSpace(tail.charCodeAt(i))) return false;
  const match = /startxref\s+(\d+)\s*$/.exec(tail.slice(0, eof));
  if (!match) return false;
  let at = Number(match[1]);
  if (!Number.isSafeInteger(at) || at >= bytes.length) return false;
  while (isPdfSpace(bytes[at])) at += 1;
  const head = latin1.decode(bytes.subarray(at, at + 32));
  return head.startsWith('xref') || /^\d+\s+\d+\s+obj\b/.test(head);
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;

/**
 * pdf.js's legacy (Node) build, its worker code loaded in this thread (no
 * worker, no dynamic import of a worker file by URL). pdf.js 6 compiles
 * nothing with eval; the options below keep it from fetching anything.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjs;
}

async function readsAsPdf(bytes: Uint8Array): Promise<boolean> {
  if (!pdfTrailerHolds(bytes)) return false;
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const task = getDocument({
    data: bytes.slice(), // pdf.js transfers (detaches) what it is given
    verbosity: VerbosityLevel.ERRORS,
    stopAtErrors: true,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('résumé check timed out')), RESUME_CHECK_LIMITS.timeoutMs);
  });
  try {
    const read = (async () => {
      const document = await task.promise;
      if (document.numPages < 1 || document.numPages > RESUME_CHECK_LIMITS.maxPdfPages) return false;
      // the page tree resolves to a real first page; its content is never decoded
      const page = await document.getPage(1);
      const [, , width, height] = page.view;
      return width! > 0 && height! > 0;
    })();
    return await Promise.race([read, deadline]);
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}

// ---------------------------------------------------------------- DOCX

const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const WORD_MAIN_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * The ZIP's central directory, read from the end record, which must end the
 * file (its comment included: nothing appended). ZIP64 is refused: a résumé
 * is far below 4 GB.
 */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(bytes, at) === 0x06054b50 && at + 22 + u16(bytes, at + 20) === bytes.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  let at = u32(bytes, end + 16);
  if (count === 0xffff || at === 0xffffffff || count > RESUME_CHECK_LIMITS.maxZipEntries || at + directorySize > end)
    return null;
  const names = new TextDecoder('utf-8', { fatal: true });
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(bytes, at) !== 0x02014b50) return null;
    const nameLength = u16(bytes, at + 28);
    const entry = {
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.localOffset + 30 > bytes.length || u32(bytes, entry.localOffset) !== 0x04034b50) return null;
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** One part's bytes, inflated by fflate, never more than `limit` bytes (a zip bomb stops there) nor other than declared. */
function readPart(bytes: Uint8Array, entry: ZipEntry, limit: number): Uint8Array | null {
  if (entry.size > limit) return null;
  const start = entry.localOffset + 30 + u16(bytes, entry.localOffset + 26) + u16(bytes, entry.localOffset + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) return null;
  if (entry.method === 0) return entry.compressedSize === entry.size ? data : null;
  if (entry.method !== 8) return null;
  const out = new Uint8Array(entry.size);
  let length = 0;
  let overflow = false;
  const inflate = new Inflate((chunk) => {
    if (overflow || length + chunk.length > entry.size) {
      overflow = true;
      return;
    }
    out.set(chunk, length);
    length += chunk.length;
  });
  for (let at = 0; at < data.length && !overflow; at += 64 * 1024) {
    inflate.push(data.subarray(at, Math.min(data.length, at + 64 * 1024)), at + 64 * 1024 >= data.length);
  }
  return !overflow && length === entry.size ? out : null;
}

/**
 * Whether an XML text is well formed enough to be read: one root element,
 * every tag closed in order, no DOCTYPE (OOXML has none; it is how entity
 * bombs come in). Returns the root's name and its start tag.
 */
export function xmlRoot(text: string): { name: string; startTag: string } | null {
  const stack: string[] = [];
  let root: { name: string; startTag: string } | null = null;
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    if (open < 0) {
      if (text.slice(at).trim() !== '' && stack.length === 0) return null;
      break;
    }
    if (stack.length === 0 && text.slice(at, open).trim() !== '') return null;
    if (text.startsWith('<?', open)) at = text.indexOf('?>', open) + 2;
    else if (text.startsWith('<!--', open)) at = text.indexOf('-->', open) + 3;
    else if (text.startsWith('<![CDATA[', open)) {
      if (stack.length === 0) return null;
      at = text.indexOf(']]>', open) + 3;
    } else if (text.startsWith('<!', open)) return null;
    else {
      const close = text.indexOf('>', open);
      if (close < 0) return null;
      const tag = text.slice(open, close + 1);
      const end = /^<\/([\w.:-]+)\s*>$/.exec(tag);
      if (end) {
        if (stack.pop() !== end[1]) return null;
      } else {
        const start = /^<([\w.:-]+)(?:\s[^<]*)?\/?>$/.exec(tag);
        if (!start) return null;
        if (stack.length === 0) {
          if (root) return null;
          root = { name: start[1]!, startTag: tag };
        }
        if (!tag.endsWith('/>')) stack.push(start[1]!);
      }
      at = close + 1;
    }
    if (at <= open) return null; // an unterminated comment, instruction or CDATA
  }
  return stack.length === 0 ? root : null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A Word document as an OOXML package: `[Content_Types].xml` declares
 * `/word/document.xml` as the WordprocessingML main document, and that part
 * reads as XML whose root is `w:document` in the WordprocessingML namespace.
 */
function readsAsDocx(bytes: Uint8Array): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const typesEntry = byName.get('[Content_Types].xml');
  const documentEntry = byName.get('word/document.xml');
  if (!typesEntry || !documentEntry) return false;
  const typesBytes = readPart(bytes, typesEntry, 1024 * 1024);
  if (!typesBytes) return false;
  const types = utf8.decode(typesBytes);
  if (xmlRoot(types)?.name !== 'Types') return false;
  const declared = [...types.matchAll(/<Override\b[^>]*>/g)].some(
    ([tag]) => /\bPartName\s*=\s*"\/word\/document\.xml"/i.test(tag) && tag.includes(`ContentType="${WORD_MAIN_TYPE}"`),
  );
  if (!declared) return false;
  const documentBytes = readPart(bytes, documentEntry, RESUME_CHECK_LIMITS.maxXmlBytes);
  if (!documentBytes) return false;
  const root = xmlRoot(utf8.decode(documentBytes));
  if (!root || !/^(?:[\w.-]+:)?document$/.test(root.name)) return false;
  const prefix = root.name.includes(':') ? `:${root.name.split(':')[0]}` : '';
  return root.startTag.includes(`xmlns${prefix}="${WORD_MAIN_NAMESPACE}"`);
}

// ---------------------------------------------------------------- DOC

/**
 * Word 97–2003: an OLE compound file, checked by its header (ADR 0047: no
 * well-kept library reads the format in JavaScript): little-endian byte
 * order, version 3 with 512-byte sectors or version 4 with 4096-byte ones,
 * and room for at least the header and one sector.
 */
function readsAsCompoundFile(bytes: Uint8Array): boolean {
  if (bytes.length < 1024 || u16(bytes, 28) !== 0xfffe) return false;
  const version = u16(bytes, 26);
  const sectorShift = u16(bytes, 30);
  return (version === 3 && sectorShift === 9) || (version === 4 && sectorShift === 12);
}
