// pdfmake 0.3 ships no type declarations; this covers the server API used by pdf-report.ts.
declare module 'pdfmake' {
  type FontFile = string | [path: string, postscriptName: string];
  interface PdfMake {
    setFonts(fonts: Record<string, Partial<Record<'normal' | 'bold' | 'italics' | 'bolditalics', FontFile>>>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
    setLocalAccessPolicy(callback: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Buffer> };
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
