import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { releaseMemory } from '../lib/release-memory';

const require = createRequire(import.meta.url);

type PdfMake = (typeof import('pdfmake'))['default'];
type Faces = Parameters<PdfMake['setFonts']>[0][string];
type Fontkit = typeof import('fontkit');

/**
 * The families a document may be set in, narrowest first: pdfmake's Roboto (Latin-1, Latin
 * Extended-A, the usual punctuation), DejaVu Sans (Debian's fonts-dejavu-core: Greek, Cyrillic,
 * arrows, math and box-drawing symbols — what engine evidence such as "a → b" needs, in a face of
 * 0.7 MB) and Noto Sans CJK (Debian's fonts-noto-cjk: Traditional Chinese, and everything else,
 * in a 20 MB face whose parse costs a rendering ~90 MB). A family whose files are missing is left
 * out.
 */
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const CJK_REGULAR = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';

interface Family {
  name: string;
  faces: Faces;
  /** The code points every face of the family draws; absent for the last resort. */
  draws?: Set<number>;
}

/** Line breaks and tabs are laid out, never drawn. */
const LAYOUT = new Set([0x09, 0x0a, 0x0d]);

/** pdfmake with its fonts registered. */
export interface PdfRenderer {
  /**
   * Renders a document in the narrowest family that draws all of its text (the definition's
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
  loading ??= Promise.all([import('pdfmake'), import('fontkit')]).then(
    ([{ default: pdfmake }, fontkit]) => {
      const families = configureFonts(pdfmake, fontkit);
      return {
        render: oneAtATime((definition) => {
          const font = familyFor(families, allText(definition));
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

/** The narrowest family whose faces draw every character of `texts`. */
function familyFor(families: Family[], texts: string[]): string {
  const used = new Set<number>();
  for (const text of texts) for (const char of text) used.add(char.codePointAt(0)!);
  for (const cp of LAYOUT) used.delete(cp);
  const family = families.find((f) => !f.draws || [...used].every((cp) => f.draws!.has(cp))) ?? families[families.length - 1];
  return family.name;
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
 * why a document a narrower family can draw is set in that family), so reports asked
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

/** Registers the installed families; answers them narrowest first, each but the last with what it draws. */
function configureFonts(pdfmake: PdfMake, fontkit: Fontkit): Family[] {
  const roboto = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const candidates: Family[] = [
    {
      name: 'Roboto',
      faces: {
        normal: path.join(roboto, 'Roboto-Regular.ttf'),
        bold: path.join(roboto, 'Roboto-Medium.ttf'),
        italics: path.join(roboto, 'Roboto-Italic.ttf'),
        bolditalics: path.join(roboto, 'Roboto-MediumItalic.ttf'),
      },
    },
    {
      name: 'DejaVuSans',
      faces: {
        normal: path.join(DEJAVU, 'DejaVuSans.ttf'),
        bold: path.join(DEJAVU, 'DejaVuSans-Bold.ttf'),
        italics: path.join(DEJAVU, 'DejaVuSans-Oblique.ttf'),
        bolditalics: path.join(DEJAVU, 'DejaVuSans-BoldOblique.ttf'),
      },
    },
    { name: 'NotoSansCJK', faces: { normal: [CJK_REGULAR, 'NotoSansCJKtc-Regular'], bold: [CJK_BOLD, 'NotoSansCJKtc-Bold'] } },
  ];
  const files = (family: Family) => Object.values(family.faces).map((v) => (Array.isArray(v) ? v[0] : v!));
  const families = candidates.filter((family) => files(family).every((file) => fs.existsSync(file)));
  // The character maps of the small faces are read once; the last family takes what none of them draws.
  for (const family of families.slice(0, -1)) family.draws = drawnByAll(fontkit, files(family));
  const allowed = new Set(families.flatMap(files));
  pdfmake.setFonts(Object.fromEntries(families.map((f) => [f.name, f.faces])));
  // Reports never fetch anything: only the font files above may be read.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => allowed.has(p));
  return families;
}

/** The code points every one of the font files maps to a glyph. */
function drawnByAll(fontkit: Fontkit, files: string[]): Set<number> {
  const [first, ...rest] = files.map((file) => fontkit.openSync(file).characterSet);
  const others = rest.map((set) => new Set(set));
  return new Set(first.filter((cp) => others.every((set) => set.has(cp))));
}
