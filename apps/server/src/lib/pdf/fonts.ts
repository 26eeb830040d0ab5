// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fontkit ships no types: every program that compiles this file (server, bench) needs the declaration
/// <reference path="./fontkit.d.ts" />
import { create as openFont } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one typeface of every PDF we print: DejaVu Sans Condensed (regular and bold), which has every precomposed
 * Vietnamese letter (ả, ệ, ữ, Đ ...) and the ₫ sign, and is narrow enough for 52 mm labels. It ships inside the
 * project through the `dejavu-fonts-ttf` npm package (the Bitstream Vera / DejaVu licence: free to embed and
 * redistribute; node_modules/dejavu-fonts-ttf/LICENSE), never from the system's font folders. pdfkit embeds only
 * the glyphs a document uses (a subset), so a label file carries a few tens of kB of font, not 680 kB.
 */
const require = createRequire(import.meta.url);

export const FONT_REGULAR = 'DejaVuSansCondensed';
export const FONT_BOLD = 'DejaVuSansCondensed-Bold';

let cache: { regular: Buffer; bold: Buffer } | null = null;

/** The TrueType files' bytes, read once per process. */
export function fontFiles(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return cache;
}

let coverage: Set<number> | null = null;

/** The code points both weights have a glyph for: anything else (emoji, CJK) would print as an empty box. */
export function fontCoverage(): Set<number> {
  if (!coverage) {
    const { regular, bold } = fontFiles();
    const inBold = new Set(openFont(bold).characterSet);
    coverage = new Set(openFont(regular).characterSet.filter((c) => inBold.has(c)));
  }
  return coverage;
}
