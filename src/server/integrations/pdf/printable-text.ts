/*
 * What the PDFs' font can draw. The documents use the standard PDF font Helvetica (not embedded),
 * which PDFKit writes in the WinAnsi encoding: ASCII, Latin-1 and a few typographic signs. A
 * character outside that is written as its UTF-16 code split into two bytes, so a full-width `＝`
 * (U+FF1D) printed as `ÿ` and a control character. Every text of a document goes through
 * `printableText` first (the PDF writer applies `printableContent` to each part): a character the
 * font lacks is printed as the nearest it has, or as a visible `?`, never as another letter.
 */

/** The characters beyond Latin-1 that the WinAnsi encoding of the standard fonts holds. */
const WIN_ANSI_EXTRAS = new Set('ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™');

/** What is printed for a character the font cannot draw and has no plain form. */
export const UNPRINTABLE = '?';

/** Line breaks, which the layout keeps. */
const LINE_BREAKS = new Set(['\n', '\r']);

/** Invisible characters (controls, zero-width and other format characters, the soft hyphen). */
const INVISIBLE = /^[\p{Cc}\p{Cf}]$/u;

const COMBINING_MARKS = /\p{M}/gu;

/** Printable ASCII and line feeds, nearly every text of a document: printed as it is. */
const PLAIN_ASCII = /^[\x20-\x7e\n]*$/;

function isDrawable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

function allDrawable(text: string): boolean {
  return text !== '' && [...text].every(isDrawable);
}

/** One character as the font can print it. */
function printableCharacter(character: string): string {
  if (LINE_BREAKS.has(character)) return character;
  if (character === '\t') return ' ';
  if (INVISIBLE.test(character)) return '';
  if (isDrawable(character)) return character;
  // The compatibility form: full-width ＡＢＣ＝＋－＠ (U+FF01 to U+FF5E) as ASCII, the ideographic
  // space as a space, ligatures such as ﬁ as their letters, ① as 1.
  const compatible = character.normalize('NFKC');
  if (allDrawable(compatible)) return compatible;
  // The letter without its accents, when only the accent is missing (ő as o).
  const bare = compatible.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (allDrawable(bare)) return bare;
  return UNPRINTABLE;
}

/** A text as the PDFs' font can print it (composed first, so e + ◌́ prints as é). */
export function printableText(text: string): string {
  if (PLAIN_ASCII.test(text)) return text;
  let printable = '';
  for (const character of text.normalize('NFC')) printable += printableCharacter(character);
  return printable;
}

/** The keys of a pdfmake node that hold content: text and the nodes it is laid out from. */
const CONTENT_KEYS = ['text', 'stack', 'columns', 'ul', 'ol'] as const;

function printableNode(node: unknown): unknown {
  if (typeof node === 'string') return printableText(node);
  if (Array.isArray(node)) return node.map(printableNode);
  if (typeof node !== 'object' || node === null) return node;
  const printable: Record<string, unknown> = { ...node };
  for (const key of CONTENT_KEYS) if (key in printable) printable[key] = printableNode(printable[key]);
  const table = printable.table as { body?: unknown } | undefined;
  if (table && typeof table === 'object' && Array.isArray(table.body))
    printable.table = { ...table, body: table.body.map(printableNode) };
  return printable;
}

/**
 * A document's content with every text through `printableText`: strings, `text` (a string or its
 * inline parts), stacks, columns, lists and table cells. Other properties (images, styles, widths)
 * are kept as they are.
 */
export function printableContent<Content>(content: Content): Content {
  return printableNode(content) as Content;
}
