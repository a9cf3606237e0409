/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type FontkitFont, type FontkitGlyphRun } from 'fontkit';

// Every PDF the API writes sets its text in Inter, embedded (subset) as a TrueType font with a
// Unicode map. pdfkit's standard fonts speak only WinAnsi: '≤ 2/día' printed as '"d 2/día' in a
// signed prescription. Inter has ≤ ≥ µ ± ° ½ € and every Spanish letter, and is the app's own face.
// The TTFs come from @expo-google-fonts/inter (Google Fonts' static build): pdfkit's font reader
// cannot subset the WOFF2 files the web app ships.
//
// Each face is parsed once per process and shared by every document (docs/decisions/080-charges-figures.md):
// given the file's bytes, pdfkit parses the font again for each document and shapes every word
// again (OpenType substitution and kerning), which was most of a receipt's 70 ms of CPU. Each
// document still embeds its own subset; only the parsed tables and the shaped words are shared.

const require = createRequire(import.meta.url);
const fontFile = (path: string) => readFileSync(require.resolve(path));

/** How many shaped words a face keeps (a clinic's receipts repeat the same few hundred). */
const SHAPED_WORDS_KEPT = 20_000;

/** The positions of a shaped word, copied for each use: pdfkit scales them in place. */
class SharedRun {
  constructor(
    readonly glyphs: unknown[],
    readonly positions: Array<Record<string, number>>,
  ) {}
  get advanceWidth(): number {
    let width = 0;
    for (const position of this.positions) width += position.xAdvance ?? 0;
    return width;
  }
}

/** A parsed face whose default shaping (what pdfkit asks for every word) is remembered. */
function sharedFace(bytes: Buffer): FontkitFont {
  const font = create(bytes);
  const shaped = new Map<string, FontkitGlyphRun>();
  const layout = (text: string, features?: unknown) => {
    if (features !== undefined) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS_KEPT) shaped.clear();
      run = font.layout(text);
      shaped.set(text, run);
    }
    return new SharedRun(
      run.glyphs,
      run.positions.map((position) => ({ ...position })),
    );
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const FACES = {
  Inter: sharedFace(fontFile('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
  'Inter-Bold': sharedFace(fontFile('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  'Inter-Italic': sharedFace(
    fontFile('@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf'),
  ),
};

/** The names documents use with `doc.font(…)` once `registerPdfFonts` has run. */
export const PDF_FONT = { regular: 'Inter', bold: 'Inter-Bold', italic: 'Inter-Italic' } as const;

/** Registers Inter (parsed once, shared) on a new document and makes it the current font. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  // pdfkit takes an already parsed fontkit font as a source; its types only name files and bytes.
  const register = doc.registerFont.bind(doc) as (name: string, src: unknown) => PDFKit.PDFDocument;
  register(PDF_FONT.regular, FACES.Inter);
  register(PDF_FONT.bold, FACES['Inter-Bold']);
  register(PDF_FONT.italic, FACES['Inter-Italic']);
  return doc.font(PDF_FONT.regular);
}
