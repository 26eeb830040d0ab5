import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A page of a PDF as pdf.js reads it: its MediaBox in points and its text items. */
export interface TReadPage {
  /** [x0, y0, x1, y1] in points */
  mediaBox: number[];
  width: number;
  height: number;
  /** the text layer, items joined by spaces (line breaks of wrapped text become spaces) */
  text: string;
  items: { str: string; x: number; y: number; width: number; height: number }[];
}

/** Reads a PDF with pdf.js (a real PDF reader, not our writer): the page count, sizes and text of every page. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: TReadPage[]; fonts: string[] }> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: TReadPage[] = [];
  const fonts = new Set<string>();
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = content.items
        .filter((i) => 'str' in i)
        .map((i) => ({ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width, height: i.height }));
      for (const s of Object.values(content.styles)) fonts.add(s.fontFamily);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      pages.push({ mediaBox: [x0, y0, x1, y1], width: x1 - x0, height: y1 - y0, text: items.map((i) => i.str).join(' ').replace(/\s+/g, ' '), items });
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return { pages, fonts: [...fonts] };
}
