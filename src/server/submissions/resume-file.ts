/** The résumé's limits (issue: PDF, DOC or DOCX, at most 5 MB). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export type ResumeKind = 'pdf' | 'doc' | 'docx';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/**
 * What a résumé really is, read from its first bytes, never from its name or
 * the browser's claim: PDF (`%PDF-`), Word 97–2003 (an OLE compound file) or
 * DOCX (a ZIP whose entries include `word/`). Anything else is null.
 */
export function resumeKind(bytes: Uint8Array): ResumeKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // a ZIP's local headers carry the entry names in clear: a Word document has word/document.xml
    const text = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
    return text.includes('word/') ? 'docx' : null;
  }
  return null;
}
