import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Every PDF the API writes sets its text in Inter, embedded (subset) as a TrueType font with a
// Unicode map. pdfkit's standard fonts speak only WinAnsi: '≤ 2/día' printed as '"d 2/día' in a
// signed prescription. Inter has ≤ ≥ µ ± ° ½ € and every Spanish letter, and is the app's own face.
// The TTFs come from @expo-google-fonts/inter (Google Fonts' static build): pdfkit's font reader
// cannot subset the WOFF2 files the web app ships.

const require = createRequire(import.meta.url);
const regular = readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'));
const bold = readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'));
const italic = readFileSync(
  require.resolve('@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf'),
);

/** The names documents use with `doc.font(…)` once `registerPdfFonts` has run. */
export const PDF_FONT = { regular: 'Inter', bold: 'Inter-Bold', italic: 'Inter-Italic' } as const;

/** Registers Inter on a new document and makes it the current font. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  doc.registerFont(PDF_FONT.regular, regular);
  doc.registerFont(PDF_FONT.bold, bold);
  doc.registerFont(PDF_FONT.italic, italic);
  return doc.font(PDF_FONT.regular);
}
