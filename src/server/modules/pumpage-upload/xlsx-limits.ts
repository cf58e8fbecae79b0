import { Transform, type TransformCallback } from 'node:stream';
import { ValidationError } from '../../errors';

/**
 * What an XLSX upload may expand to. A workbook costs memory and time by its unzipped size, not its
 * upload size: shared strings and styles are held in memory, the worksheet is read as a stream.
 * Rows follow Excel's own maximum; the rest leaves a pumpage workbook at that size room to spare.
 */
export interface XlsxLimits {
  /** Entries in the zip directory. */
  maxEntries: number;
  /** Unzipped bytes of the workbook, its relationships and styles, each. */
  maxSmallPartBytes: number;
  maxSharedStringsBytes: number;
  maxSharedStrings: number;
  maxSheetBytes: number;
  maxRows: number;
  maxCells: number;
  maxCellsPerRow: number;
  /** Bytes between two tags: the longest text or attribute the XML parser has to hold. */
  maxTextBytes: number;
}

const MB = 1024 * 1024;

export const XLSX_LIMITS: XlsxLimits = {
  maxEntries: 10_000,
  maxSmallPartBytes: 8 * MB,
  maxSharedStringsBytes: 32 * MB,
  maxSharedStrings: 1_048_576,
  maxSheetBytes: 512 * MB,
  maxRows: 1_048_576,
  maxCells: 8 * 1_048_576,
  maxCellsPerRow: 1024,
  maxTextBytes: 1 * MB,
};

/** A workbook over a limit: refused with what is too large, before memory grows with it. */
export class XlsxLimitError extends ValidationError {}

const count = (value: number) => value.toLocaleString('en-US');
const size = (bytes: number) => (bytes >= MB ? `${count(bytes / MB)} MB` : `${count(bytes)} bytes`);

export const xlsxTooLarge = {
  entries: (limits: XlsxLimits) =>
    new XlsxLimitError(`The workbook has more than ${count(limits.maxEntries)} parts.`),
  part: (part: string, maxBytes: number) =>
    new XlsxLimitError(
      `The workbook is too large unpacked: its part ${part} is larger than ${size(maxBytes)}.`,
    ),
  sharedStrings: (limits: XlsxLimits) =>
    new XlsxLimitError(`The workbook has more than ${count(limits.maxSharedStrings)} shared strings.`),
  rows: (limits: XlsxLimits) =>
    new XlsxLimitError(`The worksheet has more than ${count(limits.maxRows)} rows.`),
  cells: (limits: XlsxLimits) =>
    new XlsxLimitError(`The worksheet has more than ${count(limits.maxCells)} cells.`),
  rowCells: (limits: XlsxLimits, row: number) =>
    new XlsxLimitError(
      `The worksheet's row ${count(row)} (counting rows in the file) has more than ${count(limits.maxCellsPerRow)} cells.`,
    ),
  text: (part: string, limits: XlsxLimits) =>
    new XlsxLimitError(`The workbook's part ${part} holds a text longer than ${size(limits.maxTextBytes)}.`),
  markup: (part: string) =>
    new XlsxLimitError(
      `The workbook's part ${part} holds XML declarations, comments or CDATA, which spreadsheets do not write.`,
    ),
};

/** The elements counted while a part streams: shared strings, rows, cells. */
export type CountedElement = 'si' | 'row' | 'c';

/** Answers an error when an element makes the part go over a limit. */
export type ElementCounter = (element: CountedElement) => XlsxLimitError | undefined;

export function sharedStringsCounter(limits: XlsxLimits): ElementCounter {
  let strings = 0;
  return (element) => {
    if (element !== 'si') return undefined;
    strings += 1;
    return strings > limits.maxSharedStrings ? xlsxTooLarge.sharedStrings(limits) : undefined;
  };
}

export function worksheetCounter(limits: XlsxLimits): ElementCounter {
  let rows = 0;
  let cells = 0;
  let rowCells = 0;
  return (element) => {
    if (element === 'row') {
      rows += 1;
      rowCells = 0;
      return rows > limits.maxRows ? xlsxTooLarge.rows(limits) : undefined;
    }
    if (element !== 'c') return undefined;
    cells += 1;
    rowCells += 1;
    if (cells > limits.maxCells) return xlsxTooLarge.cells(limits);
    return rowCells > limits.maxCellsPerRow ? xlsxTooLarge.rowCells(limits, rows) : undefined;
  };
}

const LT = 0x3c;
const LOOKAHEAD = 4;
const isNameEnd = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x3e || byte === 0x2f || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** The counted element whose start tag begins at `at` (a '<'), if any. */
function countedElementAt(bytes: Buffer, at: number): CountedElement | undefined {
  const [first, second, third, fourth] = [bytes[at + 1], bytes[at + 2], bytes[at + 3], bytes[at + 4]];
  if (first === 0x63 && isNameEnd(second)) return 'c';
  if (first === 0x73 && second === 0x69 && isNameEnd(third)) return 'si';
  if (first === 0x72 && second === 0x6f && third === 0x77 && isNameEnd(fourth)) return 'row';
  return undefined;
}

export interface XmlPartGuardOptions {
  part: string;
  /** The part's limit, or what the zip directory says it unzips to when that is less: the directory may lie. */
  maxBytes: number;
  limits: XlsxLimits;
  counter?: ElementCounter;
}

/**
 * Passes an unzipped XML part through while counting what will cost memory in the parser after it:
 * bytes, the elements `counter` bounds, and the longest stretch between two tags. It refuses `<!`
 * (DOCTYPE, comments, CDATA): spreadsheets do not write them, and CDATA could hide a long text.
 * It looks at each byte once and holds at most a few bytes of a tag split across chunks.
 */
export class XmlPartGuard extends Transform {
  private bytes = 0;
  private sinceTag = 0;
  private pending: Buffer | undefined;

  constructor(private readonly options: XmlPartGuardOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.options.maxBytes) {
      done(xlsxTooLarge.part(this.options.part, this.options.maxBytes));
      return;
    }
    done(this.scan(chunk), chunk);
  }

  private scan(chunk: Buffer): XlsxLimitError | undefined {
    const { part, limits, counter } = this.options;
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = undefined;
    let previous = -this.sinceTag;
    for (let at = bytes.indexOf(LT); at !== -1; at = bytes.indexOf(LT, at + 1)) {
      if (at - previous > limits.maxTextBytes) return xlsxTooLarge.text(part, limits);
      previous = at;
      if (at + LOOKAHEAD >= bytes.length) {
        this.pending = bytes.subarray(at);
        this.sinceTag = 0;
        return undefined;
      }
      if (bytes[at + 1] === 0x21) return xlsxTooLarge.markup(part);
      const element = counter && countedElementAt(bytes, at);
      const refusal = element && counter(element);
      if (refusal) return refusal;
    }
    this.sinceTag = bytes.length - previous;
    return this.sinceTag > limits.maxTextBytes ? xlsxTooLarge.text(part, limits) : undefined;
  }
}
