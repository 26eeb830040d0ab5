// The part of fontkit's API the PDF kit uses (the package ships no types; pdfkit embeds fonts through it).
declare module 'fontkit' {
  export function create(buffer: Uint8Array): { characterSet: number[] };
}
