import { Inflate, unzipSync, zipSync, type UnzipFileInfo, type Zippable } from 'fflate';
import { refuse } from './upload-errors.ts';

/**
 * Checks an xlsx (a zip) before any spreadsheet code touches it, reading only the zip's own structure. fflate
 * lists the central directory and inflates; what fflate has no hook for is read here (README, "Zip reading"):
 * - the directory: fflate lists names, methods and declared sizes (entry count, twins, path tricks, methods,
 *   the declared total); the records' flags (encryption) and where each entry's data starts are read here;
 * - then every entry is inflated by fflate's streaming `Inflate`, fed in small slices and counted, so a header
 *   that lies about its size (a zip bomb that claims to be small) is caught at the declared size, and nothing
 *   beyond the limits is ever held;
 * - the first worksheet's `<dimension>`, `<row>` and `<c>` elements are counted on the way, so a sheet that
 *   claims or holds a million rows is refused before a single row is materialised.
 */

export interface TZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
}

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

export function isZip(buf: Buffer): boolean {
  return buf.length >= 4 && buf.readUInt32LE(0) === SIG_LOCAL;
}

/** OLE2 compound file: legacy .xls (and password-protected .xlsx, which Office wraps in one). */
export function isCompoundFile(buf: Buffer): boolean {
  return buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
}

/**
 * A name that another reader could resolve to a different entry than the one checked: a parent or absolute
 * path, a backslash, a control character, or the same name in another case or spelling (`xl/./Workbook.xml`).
 * The spreadsheet parser looks parts up without regard to case, so twins are compared folded.
 */
function pathKey(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (name === '' || /[\\\u0000-\u001f]/.test(name) || name.startsWith('/') || /^[A-Za-z]:/.test(name)) refuse({ reason: 'zip-structure' });
  const parts = name.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) refuse({ reason: 'zip-structure' });
  return parts.join('/').toLowerCase();
}

class TooManyEntries extends Error {}

/** The directory as fflate lists it (nothing inflated): names decoded as the zip's UTF-8 flag says, methods, sizes. */
function listDirectory(buf: Buffer, maxEntries: number): UnzipFileInfo[] {
  const listed: UnzipFileInfo[] = [];
  try {
    unzipSync(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength), {
      filter: (file) => {
        if (listed.length === maxEntries) throw new TooManyEntries();
        listed.push(file);
        return false;
      },
    });
  } catch (e) {
    if (e instanceof TooManyEntries) refuse({ reason: 'zip-structure' });
    refuse({ reason: 'unreadable' });
  }
  return listed;
}

/** The end record, found as fflate finds it (the last signature within the comment's reach); one disk, no zip64. */
function endOfDirectory(buf: Buffer): { count: number; cdOffset: number } {
  const minEocd = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= minEocd; i--) {
    if (buf.readUInt32LE(i) !== SIG_EOCD) continue;
    const count = buf.readUInt16LE(i + 10);
    const cdOffset = buf.readUInt32LE(i + 16);
    // zip64 (fflate would follow its locator to another directory) and multi-disk archives are not spreadsheets
    const zip64 = (i >= 20 && buf.readUInt32LE(i - 20) === SIG_ZIP64_LOCATOR) || count === 0xffff || cdOffset === ZIP64_MARK;
    if (buf.readUInt16LE(i + 4) !== 0 || buf.readUInt16LE(i + 6) !== 0 || zip64) refuse({ reason: 'zip-structure' });
    return { count, cdOffset };
  }
  return refuse({ reason: 'unreadable' });
}

/**
 * The entries of a zip's central directory, with where each one's data starts. fflate lists them; the walk here
 * reads what its listing does not give: each record's signature and bounds, its flags and its local header.
 */
export function readZipDirectory(buf: Buffer, maxEntries: number): TZipEntry[] {
  const { count, cdOffset } = endOfDirectory(buf);
  if (count > maxEntries) refuse({ reason: 'zip-structure' });
  const listed = listDirectory(buf, maxEntries);
  if (listed.length !== count) refuse({ reason: 'unreadable' });
  const entries: TZipEntry[] = [];
  // two entries of one name: which one a reader takes is up to the reader, so the one checked may not be the one read
  const keys = new Set<string>();
  let p = cdOffset;
  for (const file of listed) {
    const key = pathKey(file.name);
    if (keys.has(key)) refuse({ reason: 'zip-structure' });
    keys.add(key);
    if (file.size === ZIP64_MARK || file.originalSize === ZIP64_MARK) refuse({ reason: 'zip-structure' });
    if (file.compression !== 0 && file.compression !== 8) refuse({ reason: 'zip-structure' });
    if (file.compression === 0 && file.size !== file.originalSize) refuse({ reason: 'zip-structure' });
    // what fflate's listing does not give: the record itself, its flags and its local header
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== SIG_CENTRAL) refuse({ reason: 'unreadable' });
    const flags = buf.readUInt16LE(p + 8);
    const localOffset = buf.readUInt32LE(p + 42);
    if (flags & 0x1) refuse({ reason: 'encrypted' });
    if (localOffset === ZIP64_MARK) refuse({ reason: 'zip-structure' });
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== SIG_LOCAL) refuse({ reason: 'unreadable' });
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + file.size > buf.length) refuse({ reason: 'unreadable' });
    entries.push({ name: file.name, method: file.compression, compressedSize: file.size, uncompressedSize: file.originalSize, dataStart });
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
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

/** Compressed bytes handed to fflate per step: one step inflates to at most about 1,000 times this (deflate's limit). */
const INFLATE_SLICE = 16 * 1024;

/**
 * Inflates an entry with fflate's streaming `Inflate`, a slice at a time, counting; refuses at `maxBytes`, past
 * the size the entry declares, or when `onChunk` says so. The inflated chunks are kept in `keep` (bounded by the
 * same limits). Returns the bytes inflated.
 */
function scanEntry(buf: Buffer, entry: TZipEntry, maxBytes: number, keep: Buffer[], onChunk?: (chunk: Buffer) => void): number {
  const data = buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ZipLimit('bomb');
    onChunk?.(data);
    keep.push(data);
    return data.length;
  }
  let total = 0;
  // an error thrown by our callback (a limit, a refusal of the sheet's counters) passes through fflate as it is
  let ours: unknown;
  const inflater = new Inflate((out) => {
    try {
      if (out.length === 0) return;
      total += out.length;
      // a header that under-states its size is lying: stop at the declared size (plus nothing)
      if (total > entry.uncompressedSize || total > maxBytes) throw new ZipLimit(total > maxBytes ? 'bomb' : 'lie');
      const chunk = Buffer.from(out.buffer, out.byteOffset, out.byteLength);
      onChunk?.(chunk);
      keep.push(chunk);
    } catch (e) {
      ours = e;
      throw e;
    }
  });
  for (let at = 0; ; at += INFLATE_SLICE) {
    const end = Math.min(at + INFLATE_SLICE, data.length);
    try {
      inflater.push(data.subarray(at, end), end === data.length);
    } catch {
      // otherwise fflate's own error: a damaged stream, or one cut short
      throw ours ?? new ZipLimit('corrupt');
    }
    if (end === data.length) break;
  }
  return total;
}

class ZipLimit extends Error {
  constructor(readonly kind: 'bomb' | 'lie' | 'corrupt') {
    super(kind);
  }
}

/** Inflates a small entry (workbook.xml, its rels) whole, within a bound. */
function inflateSmall(buf: Buffer, entry: TZipEntry, maxBytes: number): string {
  const keep: Buffer[] = [];
  try {
    scanEntry(buf, entry, maxBytes, keep);
  } catch (e) {
    if (e instanceof ZipLimit) refuse({ reason: e.kind === 'corrupt' ? 'unreadable' : 'zip-structure' });
    throw e;
  }
  return Buffer.concat(keep).toString('utf8');
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
 * does not. Reads each entry once, as a stream through fflate, stopping at the first limit crossed; what
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
      budget -= scanEntry(buf, entry, budget, keep, onChunk);
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
