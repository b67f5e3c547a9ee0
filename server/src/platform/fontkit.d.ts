// fontkit 2 ships no type declarations; this covers what pdf.ts reads (a face's character map).
declare module 'fontkit' {
  interface Font {
    /** Every code point the face's cmap maps to a glyph. */
    readonly characterSet: number[];
  }
  export function openSync(path: string): Font;
}
