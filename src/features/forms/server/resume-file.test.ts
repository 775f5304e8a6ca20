import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkResume, xmlRoot } from './resume-file';
import { docxFile, pdfFile, polyglots } from './test-resumes';

describe('a résumé read as its format', () => {
  it('a real PDF (parsed by pdf.js: trailer, xref, page tree) is a PDF', async () => {
    expect(await checkResume(pdfFile())).toEqual({ ok: true, kind: 'pdf' });
  });

  it('a real DOCX (an OOXML package whose main document reads as XML) is a DOCX', async () => {
    expect(await checkResume(docxFile())).toEqual({ ok: true, kind: 'docx' });
  });

  it('anything that does not even start like a résumé is unsupported', async () => {
    expect(await checkResume(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(await checkResume(new TextEncoder().encode('<html></html>'))).toEqual({ ok: false, reason: 'unsupported' });
  });

  for (const [name, make] of Object.entries(polyglots)) {
    it(`${name} is refused as damaged`, async () => {
      expect(await checkResume(make())).toEqual({ ok: false, reason: 'damaged' });
    });
  }

  it('a PDF of more pages than a résumé has (over 200) is refused (bounded work)', async () => {
    expect(await checkResume(pdfFile({ pages: 200 }))).toEqual({ ok: true, kind: 'pdf' });
    expect(await checkResume(pdfFile({ pages: 201 }))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('a DOCX whose document inflates past its declared size (a zip bomb) is refused', async () => {
    const bomb = zipSync({
      '[Content_Types].xml': docxParts()['[Content_Types].xml']!,
      'word/document.xml': new Uint8Array(4 * 1024 * 1024).fill(0x20),
    });
    // lie in the central directory: declare the document 1 KB long
    const view = new DataView(bomb.buffer);
    for (let at = bomb.length - 22; at > 0; at -= 1) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const name = new TextDecoder().decode(bomb.subarray(at + 46, at + 46 + view.getUint16(at + 28, true)));
      if (name === 'word/document.xml') view.setUint32(at + 24, 1024, true);
    }
    expect(await checkResume(bomb)).toEqual({ ok: false, reason: 'damaged' });
  });

  it('a DOC keeps its compound-file header check', async () => {
    const doc = new Uint8Array(1536);
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    doc.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24);
    expect(await checkResume(doc)).toEqual({ ok: true, kind: 'doc' });
    expect(await checkResume(doc.subarray(0, 512))).toEqual({ ok: false, reason: 'damaged' });
  });
});

describe('xmlRoot', () => {
  it('reads the root of well-formed XML and refuses the rest', () => {
    expect(xmlRoot('<?xml version="1.0"?><a x="1"><b/><c>t</c></a>')?.name).toBe('a');
    expect(xmlRoot('<a><b></a></b>')).toBeNull();
    expect(xmlRoot('<a></a><b></b>')).toBeNull();
    expect(xmlRoot('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toBeNull();
    expect(xmlRoot('<a><!-- open')).toBeNull();
  });
});

function docxParts() {
  return {
    '[Content_Types].xml': new TextEncoder().encode(
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  };
}
