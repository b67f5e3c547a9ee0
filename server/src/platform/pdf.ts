import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { releaseMemory } from '../lib/release-memory';

const require = createRequire(import.meta.url);

/** Noto Sans CJK (Debian's fonts-noto-cjk) covers Latin and Traditional Chinese; Roboto is the fallback. */
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

type PdfMake = (typeof import('pdfmake'))['default'];

/** pdfmake with its fonts registered: the family documents should use, and a renderer. */
export interface PdfRenderer {
  font: string;
  render(definition: Record<string, unknown>): Promise<Buffer>;
}

let loading: Promise<PdfRenderer> | null = null;

/**
 * Loads pdfmake at the first PDF asked for (its code and font tables stay out of a server that
 * renders none) and registers its fonts once, forbidding it every other file and URL.
 */
export function pdfRenderer(): Promise<PdfRenderer> {
  loading ??= import('pdfmake').then(
    ({ default: pdfmake }) => ({ font: configureFonts(pdfmake), render: oneAtATime((definition) => pdfmake.createPdf(definition).getBuffer()) }),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/**
 * Runs renders one after another. Each document reads and parses its own copy of the fonts (a
 * Noto CJK face is a 20 MB file; one document costs ~90 MB while it renders), so reports asked
 * for at once would multiply that; queued, the cost stays that of one document. When the queue
 * empties, what the documents parsed is given back at once rather than at some later collection.
 */
function oneAtATime(render: PdfRenderer['render']): PdfRenderer['render'] {
  let previous: Promise<unknown> = Promise.resolve();
  let queued = 0;
  return (definition) => {
    queued++;
    const next = previous.then(() => render(definition));
    previous = next
      .catch(() => undefined)
      .then(() => {
        if (--queued === 0) setImmediate(releaseMemory);
      });
    return next;
  };
}

/** Registers the fonts; answers the family to use. */
function configureFonts(pdfmake: PdfMake): string {
  const roboto = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const fonts: Parameters<PdfMake['setFonts']>[0] = {
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
  return cjk ? 'NotoSansCJK' : 'Roboto';
}
