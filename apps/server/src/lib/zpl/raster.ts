import { create as openFont, type TFontkitFont, type TFontkitPathCommand } from 'fontkit';
import { fontFiles } from '../pdf/fonts.ts';

/**
 * Text drawn to a 1-bit bitmap at the printer's resolution, for a ZPL graphic field (^GF): the same DejaVu Sans
 * Condensed the PDFs embed, so every Vietnamese letter prints on any ZPL printer, whatever fonts it has
 * (docs/printing.md, "Thermal labels"). Glyph outlines come from fontkit; curves are flattened to polygons and filled
 * with the non-zero winding rule, one sample at each dot's centre.
 */

export type TZplWeight = 'regular' | 'bold';

/** A monochrome image: `width` x `height` dots, row by row, 1 = black. */
export interface TBitmap {
  width: number;
  height: number;
  bits: Uint8Array;
}

let fonts: Record<TZplWeight, TFontkitFont> | null = null;
function font(weight: TZplWeight): TFontkitFont {
  if (!fonts) {
    const f = fontFiles();
    fonts = { regular: openFont(f.regular), bold: openFont(f.bold) };
  }
  return fonts[weight];
}

/** The advance width of `text` in dots at a size of `sizeDots` (the em square's height in dots). */
export function textWidth(text: string, sizeDots: number, weight: TZplWeight = 'regular'): number {
  const f = font(weight);
  const cache = widths[weight];
  let units = cache.get(text);
  if (units === undefined) {
    units = 0;
    for (const p of f.layout(text).positions) units += p.xAdvance;
    if (cache.size > 50_000) cache.clear();
    cache.set(text, units);
  }
  return (units * sizeDots) / f.unitsPerEm;
}

/** advance widths in font units by text: fitting a box measures the same words again and again */
const widths: Record<TZplWeight, Map<string, number>> = { regular: new Map(), bold: new Map() };

/** The height of one line of text at `sizeDots`: the font's ascent plus descent. */
export function lineHeight(sizeDots: number, weight: TZplWeight = 'regular'): number {
  const f = font(weight);
  return Math.ceil(((f.ascent - f.descent) * sizeDots) / f.unitsPerEm);
}

type TEdge = [number, number, number, number];

/** Glyph outlines of one line of text as polygon edges, in dots, the baseline at `baseline`. */
function outlineEdges(text: string, sizeDots: number, weight: TZplWeight, baseline: number): TEdge[] {
  const f = font(weight);
  const scale = sizeDots / f.unitsPerEm;
  const run = f.layout(text);
  const edges: TEdge[] = [];
  // segments per curve: enough that a flattened curve is within a fraction of a dot at this size
  const steps = Math.max(2, Math.min(8, Math.ceil(sizeDots / 12)));
  let penX = 0;
  run.glyphs.forEach((g, i) => {
    const pos = run.positions[i]!;
    const ox = penX + pos.xOffset;
    const oy = pos.yOffset;
    const X = (x: number) => (ox + x) * scale;
    const Y = (y: number) => baseline - (oy + y) * scale;
    let sx = 0;
    let sy = 0;
    let cx = 0;
    let cy = 0;
    const line = (x: number, y: number) => {
      if (Y(cy) !== Y(y)) edges.push([X(cx), Y(cy), X(x), Y(y)]);
      cx = x;
      cy = y;
    };
    for (const c of g.path.commands as TFontkitPathCommand[]) {
      const a = c.args;
      if (c.command === 'moveTo') {
        if (cx !== sx || cy !== sy) line(sx, sy);
        sx = cx = a[0]!;
        sy = cy = a[1]!;
      } else if (c.command === 'lineTo') line(a[0]!, a[1]!);
      else if (c.command === 'quadraticCurveTo') {
        const [x0, y0] = [cx, cy];
        for (let s = 1; s <= steps; s++) {
          const t = s / steps;
          const u = 1 - t;
          line(u * u * x0 + 2 * u * t * a[0]! + t * t * a[2]!, u * u * y0 + 2 * u * t * a[1]! + t * t * a[3]!);
        }
      } else if (c.command === 'bezierCurveTo') {
        const [x0, y0] = [cx, cy];
        for (let s = 1; s <= steps + 2; s++) {
          const t = s / (steps + 2);
          const u = 1 - t;
          line(
            u * u * u * x0 + 3 * u * u * t * a[0]! + 3 * u * t * t * a[2]! + t * t * t * a[4]!,
            u * u * u * y0 + 3 * u * u * t * a[1]! + 3 * u * t * t * a[3]! + t * t * t * a[5]!,
          );
        }
      } else if (c.command === 'closePath') line(sx, sy);
    }
    if (cx !== sx || cy !== sy) line(sx, sy);
    penX += pos.xAdvance;
  });
  return edges;
}

/**
 * One line of text as a bitmap exactly as wide as the text (at least 1 dot) and one line tall. The caller fits
 * the text first (`fitText`): nothing is clipped here beyond the bitmap's edges. Each edge adds its crossing to
 * the rows it spans (work in proportion to the outline's height, not rows times edges), then each row is filled
 * between its crossings where the winding number is not zero.
 */
export function rasterLine(text: string, sizeDots: number, weight: TZplWeight = 'regular'): TBitmap {
  const f = font(weight);
  const width = Math.max(1, Math.ceil(textWidth(text, sizeDots, weight)));
  const height = Math.max(1, lineHeight(sizeDots, weight));
  const baseline = (f.ascent * sizeDots) / f.unitsPerEm;
  const bits = new Uint8Array(width * height);
  const crossings: { x: number; dir: number }[][] = Array.from({ length: height }, () => []);
  for (const [x1, y1, x2, y2] of outlineEdges(text, sizeDots, weight, baseline)) {
    const up = y1 > y2;
    const top = up ? y2 : y1;
    const bottom = up ? y1 : y2;
    const first = Math.max(0, Math.ceil(top - 0.5));
    const last = Math.min(height - 1, Math.ceil(bottom - 0.5) - 1);
    const slope = (x2 - x1) / (y2 - y1);
    const dir = up ? 1 : -1;
    for (let row = first; row <= last; row++) crossings[row]!.push({ x: x1 + (row + 0.5 - y1) * slope, dir });
  }
  for (let row = 0; row < height; row++) {
    const xs = crossings[row]!;
    if (xs.length < 2) continue;
    xs.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let k = 0; k < xs.length - 1; k++) {
      winding += xs[k]!.dir;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(xs[k]!.x - 0.5));
      const to = Math.min(width - 1, Math.ceil(xs[k + 1]!.x - 0.5) - 1);
      for (let col = from; col <= to; col++) bits[row * width + col] = 1;
    }
  }
  return { width, height, bits };
}
