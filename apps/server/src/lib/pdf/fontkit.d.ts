// The part of fontkit's API the PDF kit and the ZPL kit use (the package ships no types; pdfkit embeds fonts through it).
declare module 'fontkit' {
  export interface TFontkitPathCommand {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  }
  export interface TFontkitGlyph {
    id: number;
    path: { commands: TFontkitPathCommand[] };
  }
  export interface TFontkitFont {
    characterSet: number[];
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): { glyphs: TFontkitGlyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
  }
  export function create(buffer: Uint8Array): TFontkitFont;
}
