// The part of fontkit (pdfkit's font reader, which ships no types) that pdf-fonts.ts uses: parse a
// TrueType file once and hand the parsed font to every document.
declare module 'fontkit' {
  export type FontkitGlyphRun = {
    glyphs: unknown[];
    positions: Array<Record<string, number>>;
  };
  export type FontkitFont = {
    postscriptName: string;
    layout(text: string, features?: unknown): FontkitGlyphRun;
  };
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
