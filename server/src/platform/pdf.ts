import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

const require = createRequire(import.meta.url);

/** Noto Sans CJK (Debian's fonts-noto-cjk) covers Latin and Traditional Chinese; Roboto is the fallback. */
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

let configured: string | null = null;

/** Registers pdfmake's fonts once (and forbids it every other file and URL); answers the family to use. */
export function pdfFontFamily(): string {
  if (configured) return configured;
  const roboto = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const fonts: Parameters<typeof pdfmake.setFonts>[0] = {
    Roboto: {
      normal: path.join(roboto, 'Roboto-Regular.ttf'),
      bold: path.join(roboto, 'Roboto-Medium.ttf'),
      italics: path.join(roboto, 'Roboto-Italic.ttf'),
      bolditalics: path.join(roboto, 'Roboto-MediumItalic.ttf'),
    },
  };
  const cjk = fs.existsSync(CJK_REGULAR) && fs.existsSync(CJK_BOLD);
  if (cjk) fonts.NotoSansCJK = { normal: [CJK_REGULAR, 'NotoSansCJKtc-Regular'], bold: [CJK_BOLD, 'NotoSansCJKtc-Bold'] };
  const allowed = new Set(Object.values(fonts).flatMap((f) => Object.values(f).map((v) => (Array.isArray(v) ? v[0] : v))));
  pdfmake.setFonts(fonts);
  // Reports never fetch anything: only the font files above may be read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => allowed.has(p));
  configured = cjk ? 'NotoSansCJK' : 'Roboto';
  return configured;
}
