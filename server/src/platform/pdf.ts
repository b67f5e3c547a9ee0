import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { releaseMemory } from '../lib/release-memory';

const require = createRequire(import.meta.url);

/**
 * Noto Sans CJK (Debian's fonts-noto-cjk) covers Latin and Traditional Chinese; pdfmake's Roboto
 * covers ASCII, Latin-1, Latin Extended-A and the usual punctuation.
 */
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

type PdfMake = (typeof import('pdfmake'))['default'];

/**
 * What pdfmake's Roboto draws (checked against its character map): a document whose every
 * string matches is set in Roboto, any other in Noto Sans CJK.
 */
const ROBOTO_DRAWS = /^[\t\n\r\x20-\x7e\u00a0-\u017f\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]*$/;

/** pdfmake with its fonts registered. */
export interface PdfRenderer {
  /**
   * Renders a document in the first family that draws all of its text (the definition's
   * `defaultStyle.font` is set here). Header and footer functions are not looked into: they
   * must draw what the body could (page numbers).
   */
  render(definition: Record<string, unknown>): Promise<Buffer>;
}

let loading: Promise<PdfRenderer> | null = null;

/**
 * Loads pdfmake at the first PDF asked for (its code and font tables stay out of a server that
 * renders none) and registers its fonts once, forbidding it every other file and URL.
 */
export function pdfRenderer(): Promise<PdfRenderer> {
  loading ??= import('pdfmake').then(
    ({ default: pdfmake }) => {
      const cjk = configureFonts(pdfmake);
      return {
        render: oneAtATime((definition) => {
          const font = cjk && !allText(definition).every((s) => ROBOTO_DRAWS.test(s)) ? 'NotoSansCJK' : 'Roboto';
          const style = (definition.defaultStyle ?? {}) as Record<string, unknown>;
          return pdfmake.createPdf({ ...definition, defaultStyle: { ...style, font } }).getBuffer();
        }),
      };
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** Every string in a document definition, at any depth (functions are not called). */
function allText(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) for (const item of node) allText(item, out);
  else if (node && typeof node === 'object' && !ArrayBuffer.isView(node)) for (const value of Object.values(node)) allText(value, out);
  return out;
}

/**
 * Runs renders one after another. Each document reads and parses its own copy of the fonts (a
 * Noto CJK face is a 20 MB file; one document set in it costs ~90 MB while it renders, which is
 * why a document Roboto can draw is set in Roboto), so reports asked
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

/** Registers the fonts; answers whether Noto Sans CJK is among them. */
function configureFonts(pdfmake: PdfMake): boolean {
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
  return cjk;
}
