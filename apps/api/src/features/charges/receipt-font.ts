/// <reference path="../../types/wawoff2.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import wawoff2 from 'wawoff2';

// The receipt is written in Inter, the font the web app ships (@fontsource-variable/inter), so
// every character a clinic types or a price shows (€, ñ, µ, ±, °, ½, …) prints as itself; the
// standard PDF fonts know WinAnsi only. The package ships WOFF2, which pdfkit's subsetter cannot
// embed: it is decompressed to TrueType once per process. A character neither subset has (the
// Latin subsets carry no mathematical signs such as ≤) falls back to its ASCII spelling.

const require = createRequire(import.meta.url);
const SUBSETS = ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'];

let fonts: Promise<Buffer[]> | null = null;

export function interFonts(): Promise<Buffer[]> {
  fonts ??= Promise.all(
    SUBSETS.map(async (file) => {
      const path = require.resolve(`@fontsource-variable/inter/files/${file}`);
      return Buffer.from(await wawoff2.decompress(await readFile(path)));
    }),
  );
  return fonts;
}

const ASCII_SPELLING: Record<string, string> = { '≤': '<=', '≥': '>=', '≠': '!=', '≈': '~', '∞': 'inf.' };

/** The text with what no embedded subset can draw spelled in ASCII. */
export function printable(text: string, hasGlyph: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    out += hasGlyph(code) ? char : (ASCII_SPELLING[char] ?? '?');
  }
  return out;
}
