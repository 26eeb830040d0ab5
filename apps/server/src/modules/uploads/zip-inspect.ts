import zlib from 'node:zlib';
import { zipSync, type Zippable } from 'fflate';
import { refuse } from './upload-errors.ts';

/**
 * Checks an xlsx (a zip) before any spreadsheet code touches it, reading only the zip's own structure:
 * - the central directory: entry count, methods, encryption, zip64, and the declared uncompressed sizes;
 * - then every entry is inflated as a counted stream, so a header that lies about its size (a zip bomb that claims
 *   to be small) is caught at the declared size, and nothing beyond the limits is ever held;
 * - the first worksheet's `<dimension>`, `<row>` and `<c>` elements are counted on the way, so a sheet that
 *   claims or holds a million rows is refused before a single row is materialised.
 */

export interface TZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
}

const SIG_EOCD = 0x06054b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;

export function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf.readUInt32LE(0) === SIG_LOCAL;
}

/** OLE2 compound file: legacy .xls (and password-protected .xlsx, which Office wraps in one). */
export function isCompoundFile(buf: Buffer): boolean {
  return buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
}

/** The entries of a zip's central directory, with where each one's data starts. */
export function readZipDirectory(buf: Buffer, maxEntries: number): TZipEntry[] {
  const minEocd = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= minEocd; i--) {
    if (buf.readUInt32LE(i) === SIG_EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) refuse({ reason: 'unreadable' });
  const diskNo = buf.readUInt16LE(eocd + 4);
  const cdDisk = buf.readUInt16LE(eocd + 6);
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (diskNo !== 0 || cdDisk !== 0 || count === 0xffff || cdOffset === 0xffffffff) refuse({ reason: 'zip-structure' });
  if (count > maxEntries) refuse({ reason: 'zip-structure' });
  const entries: TZipEntry[] = [];
  const names = new Set<string>();
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== SIG_CENTRAL) refuse({ reason: 'unreadable' });
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const uncompressedSize = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLen > buf.length) refuse({ reason: 'unreadable' });
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    // two entries of one name: which one a reader takes is up to the reader, so the one checked may not be the one read
    if (names.has(name)) refuse({ reason: 'zip-structure' });
    names.add(name);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) refuse({ reason: 'zip-structure' });
    if (flags & 0x1) refuse({ reason: 'encrypted' });
    if (method !== 0 && method !== 8) refuse({ reason: 'zip-structure' });
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== SIG_LOCAL) refuse({ reason: 'unreadable' });
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > buf.length) refuse({ reason: 'unreadable' });
    if (method === 0 && compressedSize !== uncompressedSize) refuse({ reason: 'zip-structure' });
    entries.push({ name, method, flags, compressedSize, uncompressedSize, dataStart });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Counts `<tag ` / `<tag>` / `<tag/>` (with any namespace prefix given) across chunk boundaries, copying nothing large. */
class TagCounter {
  count = 0;
  private tail: Buffer = Buffer.alloc(0);
  private readonly token: Buffer;

  constructor(tag: string) {
    this.token = Buffer.from(`<${tag}`, 'latin1');
  }

  private static ends(c: number | undefined): boolean {
    return c === 0x20 || c === 0x3e || c === 0x2f || c === 0x09 || c === 0x0a || c === 0x0d;
  }

  feed(chunk: Buffer): void {
    const t = this.token;
    // a tag cut by the chunk boundary: the previous chunk's last bytes and this one's first
    if (this.tail.length > 0) {
      const joint = Buffer.concat([this.tail, chunk.subarray(0, t.length + 1)]);
      for (let i = joint.indexOf(t); i >= 0 && i < this.tail.length; i = joint.indexOf(t, i + 1)) {
        if (i + t.length < joint.length && TagCounter.ends(joint[i + t.length])) this.count++;
      }
    }
    for (let i = chunk.indexOf(t); i >= 0; i = chunk.indexOf(t, i + 1)) {
      // the byte after the tag is in the next chunk: the joint above counts it then
      if (i + t.length >= chunk.length) break;
      if (TagCounter.ends(chunk[i + t.length])) this.count++;
    }
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - t.length)));
  }
}

/**
 * Inflates an entry as a stream, counting; refuses at `maxBytes`, past the size the entry declares, or when
 * `onChunk` says so. The inflated chunks are kept in `keep` (bounded by the same limits).
 */
function scanEntry(buf: Buffer, entry: TZipEntry, maxBytes: number, keep: Buffer[], onChunk?: (chunk: Buffer) => void): Promise<number> {
  const data = buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    onChunk?.(data);
    keep.push(data);
    return Promise.resolve(data.length);
  }
  return new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
    let total = 0;
    let done = false;
    const fail = (e: unknown) => {
      if (done) return;
      done = true;
      inflater.destroy();
      reject(e);
    };
    inflater.on('data', (chunk: Buffer) => {
      if (done) return;
      total += chunk.length;
      // a header that under-states its size is lying: stop at the declared size (plus nothing)
      if (total > entry.uncompressedSize || total > maxBytes) {
        fail(new ZipLimit(total > maxBytes ? 'bomb' : 'lie'));
        return;
      }
      try {
        onChunk?.(chunk);
        keep.push(chunk);
      } catch (e) {
        fail(e);
      }
    });
    inflater.on('error', () => fail(new ZipLimit('corrupt')));
    inflater.on('end', () => {
      if (done) return;
      done = true;
      resolve(total);
    });
    inflater.end(data);
  });
}

class ZipLimit extends Error {
  constructor(readonly kind: 'bomb' | 'lie' | 'corrupt') {
    super(kind);
  }
}

/** Inflates a small entry (workbook.xml, its rels) whole, within a bound. */
function inflateSmall(buf: Buffer, entry: TZipEntry, maxBytes: number): string {
  const data = buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return data.toString('utf8');
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: Math.min(maxBytes, Math.max(entry.uncompressedSize, 1)) }).toString('utf8');
  } catch {
    return refuse({ reason: 'zip-structure' });
  }
}

/** The path of the workbook's first sheet, as the spreadsheet reader will take it (workbook order). */
function firstSheetPath(buf: Buffer, byName: Map<string, TZipEntry>): string | null {
  const wb = byName.get('xl/workbook.xml');
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  if (wb && rels) {
    const wbXml = inflateSmall(buf, wb, 2 * 1024 * 1024);
    const sheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(wbXml)?.[0];
    const rid = sheet ? /\s(?:\w+:)?id="([^"]+)"/.exec(sheet)?.[1] : undefined;
    if (rid) {
      const relsXml = inflateSmall(buf, rels, 2 * 1024 * 1024);
      for (const m of relsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
        const id = /\sId="([^"]+)"/.exec(m[0])?.[1];
        const target = /\sTarget="([^"]+)"/.exec(m[0])?.[1];
        if (id === rid && target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      }
    }
  }
  const sheets = [...byName.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
  sheets.sort((a, b) => Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]));
  return sheets[0] ?? null;
}

/** Last row of a `<dimension ref="A1:Q1000000"/>` in the head of a sheet; null when absent. */
function dimensionRows(head: string): number | null {
  const m = /<(?:\w+:)?dimension\s+ref="([A-Za-z]*)(\d*)(?::[A-Za-z]*(\d+))?"/.exec(head);
  if (!m) return null;
  const last = Number(m[3] ?? m[2]);
  return Number.isFinite(last) && last > 0 ? last : null;
}

export interface TXlsxLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** `<row>` elements allowed in the first sheet */
  maxSheetRows: number;
  /** the data rows the kind allows, for the message */
  maxDataRows: number;
  /** `<c>` elements allowed in the first sheet */
  maxSheetCells: number;
}

/**
 * The same entries, inflated, in a zip that stores them (method 0), assembled by fflate: the spreadsheet parser
 * then reads them as they are, instead of inflating everything a second time in JavaScript. Each entry carries
 * its real CRC-32 and its sizes in the local header (no data descriptor: the parser reads stored entries by the
 * local header's size).
 */
function storedZip(entries: TZipEntry[], contents: Map<TZipEntry, Buffer[]>): Buffer {
  // no prototype: an entry named __proto__ stays an entry (names are unique: readZipDirectory refuses twins)
  const files = Object.create(null) as Zippable;
  for (const e of entries) files[e.name] = [Buffer.concat(contents.get(e) ?? []), { level: 0 }];
  const zip = zipSync(files);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

/**
 * Everything an xlsx must pass before it is parsed: throws an UploadRefused (50001, 50003 or 50007) when it
 * does not. Reads each entry once, as a stream with native zlib, stopping at the first limit crossed; what
 * passes comes back inflated (`stored`, at most maxUncompressedBytes) for the parser.
 */
export async function inspectXlsx(buf: Buffer, limits: TXlsxLimits): Promise<{ hasFormulas: boolean; stored: Buffer }> {
  const entries = readZipDirectory(buf, limits.maxEntries);
  const byName = new Map(entries.map((e) => [e.name, e]));
  if (!byName.has('xl/workbook.xml')) refuse({ reason: 'wrong-type' });
  let declared = 0;
  for (const e of entries) declared += e.uncompressedSize;
  if (declared > limits.maxUncompressedBytes) refuse({ reason: 'zip-bomb', maxBytes: limits.maxUncompressedBytes });

  const sheetPath = firstSheetPath(buf, byName);
  const sheet = sheetPath ? byName.get(sheetPath) : undefined;
  if (!sheet) refuse({ reason: 'unreadable' });

  // the first sheet first, so that "too many rows" is said before "too large" when both hold
  const ordered = [sheet, ...entries.filter((e) => e !== sheet)];
  let budget = limits.maxUncompressedBytes;
  let formulas: TagCounter | null = null;
  const contents = new Map<TZipEntry, Buffer[]>();
  for (const entry of ordered) {
    const keep: Buffer[] = [];
    contents.set(entry, keep);
    let onChunk: ((chunk: Buffer) => void) | undefined;
    if (entry === sheet) {
      let head = '';
      let prefix: string | null = null;
      let rows: TagCounter | null = null;
      let cells: TagCounter | null = null;
      onChunk = (chunk) => {
        if (prefix === null) {
          head += chunk.toString('latin1', 0, Math.min(chunk.length, 64 * 1024));
          const root = /<(\w+:)?worksheet\b/.exec(head);
          if (!root && head.length < 64 * 1024) return;
          prefix = root?.[1] ?? '';
          const claimed = dimensionRows(head);
          if (claimed !== null && claimed > limits.maxSheetRows) refuse({ reason: 'too-many-rows', maxRows: limits.maxDataRows });
          rows = new TagCounter(`${prefix}row`);
          cells = new TagCounter(`${prefix}c`);
          formulas = new TagCounter(`${prefix}f`);
          chunk = Buffer.from(head, 'latin1');
        }
        rows!.feed(chunk);
        cells!.feed(chunk);
        formulas!.feed(chunk);
        if (rows!.count > limits.maxSheetRows) refuse({ reason: 'too-many-rows', maxRows: limits.maxDataRows });
        if (cells!.count > limits.maxSheetCells) refuse({ reason: 'too-many-cells' });
      };
    }
    try {
      budget -= await scanEntry(buf, entry, budget, keep, onChunk);
    } catch (e) {
      if (e instanceof ZipLimit) {
        if (e.kind === 'bomb') refuse({ reason: 'zip-bomb', maxBytes: limits.maxUncompressedBytes });
        refuse({ reason: e.kind === 'lie' ? 'zip-structure' : 'unreadable' });
      }
      throw e;
    }
  }
  // formulas are refused by the reader, which then needs the parser to keep them to name the cell
  return { hasFormulas: (formulas as TagCounter | null)?.count !== 0, stored: storedZip(entries, contents) };
}
