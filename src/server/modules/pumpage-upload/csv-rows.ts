import type { Readable } from 'node:stream';

/** One record of an upload file: its 1-based line (CSV) or row (XLSX) number and its cell texts. */
export interface FileRow {
  line: number;
  cells: string[];
}

/** How large one record may be; a pumpage line is about 40 characters and 3 or 4 values. */
export interface CsvLimits {
  maxRecordChars: number;
  maxFields: number;
}

export const CSV_LIMITS: CsvLimits = { maxRecordChars: 64 * 1024, maxFields: 1024 };

/** Text that is not valid CSV (an unclosed quote, text after a closing quote) or a record over the limits. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason = 'the file could not be read as CSV',
  ) {
    super(`Line ${line}: ${reason}.`);
  }
}

const recordTooLong = (line: number, limits: CsvLimits) =>
  new CsvSyntaxError(
    line,
    `the record is longer than ${limits.maxRecordChars.toLocaleString('en-US')} characters ` +
      '(a missing line break or an unclosed quote?)',
  );

const tooManyFields = (line: number, limits: CsvLimits) =>
  new CsvSyntaxError(line, `the record has more than ${limits.maxFields.toLocaleString('en-US')} values`);

const QUOTE = 34;
const COMMA = 44;
const NEWLINE = 10;
const isBlank = (code: number) => code === 32 || code === 9 || code === 13;

/** Where a record with quotes stands: at a cell's start, in a bare or quoted cell, just after a quote. */
type QuotedMode = 'cellStart' | 'bare' | 'quoted' | 'quoteInQuoted' | 'afterQuote';

/**
 * A record that holds quotes (RFC 4180: "a ""quoted"" cell", commas and line breaks inside quotes),
 * read one character at a time and resumable where a chunk ends, so every character is looked at
 * once however long a quote stays open.
 */
class QuotedRecord {
  readonly cells: string[] = [];
  /** Line breaks read inside the record's quotes. */
  lineBreaks = 0;
  private cell = '';
  private mode: QuotedMode = 'cellStart';
  private chars = 0;

  constructor(
    readonly line: number,
    private readonly limits: CsvLimits,
  ) {}

  /** Reads from `from`: answers the index after the record's line break, or -1 when `text` ends first. */
  read(text: string, from: number): number {
    let segment = from;
    for (let index = from; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      switch (this.mode) {
        case 'cellStart':
          if (code === QUOTE) {
            this.mode = 'quoted';
            segment = index + 1;
          } else if (code === COMMA || code === NEWLINE) {
            if (this.endCell(code, index, from)) return index + 1;
          } else if (!isBlank(code)) {
            this.mode = 'bare';
            segment = index;
          }
          break;
        case 'bare':
          if (code === QUOTE) throw new CsvSyntaxError(this.line + this.lineBreaks);
          if (code === COMMA || code === NEWLINE) {
            this.cell += text.slice(segment, index);
            if (this.endCell(code, index, from)) return index + 1;
          }
          break;
        case 'quoted':
          if (code === QUOTE) {
            this.cell += text.slice(segment, index);
            this.mode = 'quoteInQuoted';
          } else if (code === NEWLINE) {
            this.lineBreaks += 1;
          }
          break;
        case 'quoteInQuoted':
          if (code === QUOTE) {
            this.cell += '"';
            this.mode = 'quoted';
            segment = index + 1;
          } else {
            // The quote closed the cell: this character follows it.
            this.mode = 'afterQuote';
            if (this.afterQuote(code, index, from)) return index + 1;
          }
          break;
        case 'afterQuote':
          if (this.afterQuote(code, index, from)) return index + 1;
          break;
      }
    }
    if (this.mode === 'bare' || this.mode === 'quoted') this.cell += text.slice(segment);
    this.count(text.length - from);
    return -1;
  }

  /** After a closing quote only blanks may come before the comma or line break. */
  private afterQuote(code: number, index: number, from: number): boolean {
    if (code === COMMA || code === NEWLINE) return this.endCell(code, index, from);
    if (!isBlank(code)) throw new CsvSyntaxError(this.line + this.lineBreaks);
    return false;
  }

  /** Closes the cell at a comma or line break; answers true when a line break ended the record. */
  private endCell(code: number, index: number, from: number): boolean {
    this.cells.push(this.cell.trim());
    this.cell = '';
    this.mode = 'cellStart';
    if (this.cells.length > this.limits.maxFields) throw tooManyFields(this.line, this.limits);
    if (code !== NEWLINE) return false;
    this.count(index - from);
    return true;
  }

  private count(chars: number): void {
    this.chars += chars;
    if (this.chars > this.limits.maxRecordChars) throw recordTooLong(this.line, this.limits);
  }
}

/** Splits a line without quotes, the usual case, directly: many times faster than a general parser. */
function splitPlainLine(text: string): string[] {
  const cells = text.split(',');
  for (let index = 0; index < cells.length; index += 1) cells[index] = (cells[index] ?? '').trim();
  return cells;
}

/**
 * Turns decoded text, chunk by chunk, into records with their first line numbers; blank lines are
 * skipped, cells trimmed. The cost is linear in the text: a line without quotes is split at once,
 * a record with quotes read once character by character; what waits for the next chunk is at most
 * one record, which may not be longer than the limit.
 */
class CsvRecordReader {
  private line = 0;
  /** The start of a line without quotes whose end is in a later chunk. */
  private rest = '';
  private quoted: QuotedRecord | undefined;
  private batch: FileRow[] = [];

  constructor(private readonly limits: CsvLimits) {}

  read(chunk: string): FileRow[] {
    this.batch = [];
    const text = this.rest + chunk;
    this.rest = '';
    let start = 0;
    while (start < text.length) {
      start = this.quoted ? this.readQuoted(this.quoted, text, start) : this.readLine(text, start);
    }
    return this.batch;
  }

  /** The end of the text: an unterminated last line is a line; a quote still open is an error. */
  end(chunk: string): FileRow[] {
    const batch = this.read(chunk);
    if (this.quoted === undefined && this.rest === '') return batch;
    batch.push(...this.read('\n'));
    if (this.quoted) throw new CsvSyntaxError(this.quoted.line);
    return batch;
  }

  /** Reads one line from `start`; answers where the next begins (the text's end when this one goes on). */
  private readLine(text: string, start: number): number {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    if (end - start > this.limits.maxRecordChars) throw recordTooLong(this.line + 1, this.limits);
    const physical = text.slice(start, end);
    if (physical.includes('"')) {
      this.quoted = new QuotedRecord(this.line + 1, this.limits);
      return start;
    }
    if (newline === -1) {
      this.rest = physical;
      return text.length;
    }
    this.line += 1;
    if (physical.trim() !== '') {
      const cells = splitPlainLine(physical);
      if (cells.length > this.limits.maxFields) throw tooManyFields(this.line, this.limits);
      this.batch.push({ line: this.line, cells });
    }
    return newline + 1;
  }

  private readQuoted(record: QuotedRecord, text: string, start: number): number {
    const next = record.read(text, start);
    if (next === -1) return text.length;
    this.line = record.line + record.lineBreaks;
    this.quoted = undefined;
    this.batch.push({ line: record.line, cells: record.cells });
    return next;
  }
}

/**
 * CSV records with their line numbers, blank lines skipped, cells trimmed, in batches: one per
 * chunk of the stream, because an await per record costs more than splitting it. Time and memory
 * are linear in the file, bounded per record by `limits` (refused with the record's line).
 */
export async function* readCsvRows(
  stream: Readable,
  limits: CsvLimits = CSV_LIMITS,
): AsyncGenerator<FileRow[]> {
  // TextDecoder drops a leading byte-order mark and joins characters split across chunks.
  const decoder = new TextDecoder('utf-8');
  const reader = new CsvRecordReader(limits);
  for await (const chunk of stream) {
    const batch = reader.read(decoder.decode(chunk as Buffer, { stream: true }));
    if (batch.length > 0) yield batch;
  }
  const batch = reader.end(decoder.decode());
  if (batch.length > 0) yield batch;
}
