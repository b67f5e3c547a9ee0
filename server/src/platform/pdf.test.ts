import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasTool } from '../engines/test-fixtures';
import { pdfRenderer } from './pdf';

const CJK_INSTALLED = fs.existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
const DEJAVU_INSTALLED = fs.existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');

/** The font names `pdffonts` lists and the text `pdftotext` reads back. */
function inspect(pdf: Buffer): { fonts: string; text: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-fonts-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const fonts = spawnSync('pdffonts', [file], { encoding: 'utf8' });
    const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(fonts.status, fonts.stderr).toBe(0);
    return { fonts: fonts.stdout, text: text.stdout };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe.runIf(hasTool('pdffonts') && hasTool('pdftotext'))('PDF fonts', () => {
  it('sets a document Roboto draws (its character map, Greek and Cyrillic included) in Roboto, without parsing a wider face', async () => {
    const pdf = await pdfRenderer();
    const out = inspect(await pdf.render({ content: ['Assessment report — Café “quoted” • 100 €', { table: { body: [['Łódź', 'naïve', 'Ωλ ≤ Ж']] } }] }));
    expect(out.fonts).toMatch(/Roboto/);
    expect(out.fonts).not.toMatch(/NotoSansCJK|DejaVu/);
    expect(out.text).toContain('Café “quoted” • 100 €');
    expect(out.text).toContain('Łódź');
    expect(out.text).toContain('Ωλ ≤ Ж');
  });

  it.runIf(DEJAVU_INSTALLED)('sets a document with arrows, check marks or box drawing in DejaVu Sans, not the CJK face', async () => {
    const pdf = await pdfRenderer();
    for (const content of [['Checked → passed'], [{ table: { body: [['✓', 'a ⇒ b']] } }], [{ text: 'a ─ b', bold: true }]]) {
      const out = inspect(await pdf.render({ content, defaultStyle: { fontSize: 9 } }));
      expect(out.fonts).toMatch(/DejaVuSans/);
      expect(out.fonts).not.toMatch(/NotoSansCJK|Roboto/);
    }
    expect(inspect(await pdf.render({ content: ['onCreate → decrypt(λ)'] })).text).toContain('onCreate → decrypt(λ)');
  });

  it.runIf(CJK_INSTALLED)('sets a document with any character beyond DejaVu Sans in Noto Sans CJK, wherever the string is', async () => {
    const pdf = await pdfRenderer();
    for (const content of [['安全評估報告'], [{ table: { body: [['App', 'Rampart 加固']] } }], ['Checked → 通過']]) {
      const out = inspect(await pdf.render({ content, defaultStyle: { fontSize: 9 } }));
      expect(out.fonts).toMatch(/NotoSansCJK/);
      expect(out.fonts).not.toMatch(/Roboto|DejaVu/);
    }
    expect(inspect(await pdf.render({ content: ['安全評估報告'] })).text).toContain('安全評估報告');
  });
});
