/*
 * What a text cell of an export (CSV or Excel, made by the web or the server) may hold. Names,
 * addresses and notes are typed by owners and end up in the district's spreadsheets; a text that a
 * spreadsheet reads as a formula could fetch a URL, leak the sheet or run a command on a staff
 * member's computer. Such a text is written with a leading apostrophe, which spreadsheets show as
 * text; every other value is written as it is, and numbers stay numbers.
 */

/** The characters that start a formula, in their ASCII form. */
const FORMULA_STARTS = new Set(['=', '+', '-', '@']);

/** Tab, carriage return and line feed at the very start: a spreadsheet may drop them and read on. */
const LEADING_CONTROL = /^[\t\r\n]/;

/**
 * What a spreadsheet may trim or not show before the first character it reads: spaces and other
 * white space (including U+3000, the ideographic space), control and invisible format characters.
 */
const LEADING_BLANKS = /^[\s\p{Cc}\p{Cf}]+/u;

/** A plain decimal such as -12.50: a spreadsheet reads it as the number, never as a formula. */
const PLAIN_DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The apostrophe that makes a spreadsheet take the rest of the cell as text. */
export const TEXT_MARK = "'";

/**
 * Whether a spreadsheet could read the text as a formula: its first character, after any leading
 * white space, control or invisible characters, is `=`, `+`, `-` or `@` or a compatibility form of
 * one (the full-width `＝＋－＠`, the small `﹦﹢﹣﹫`, which some spreadsheets and input methods
 * turn into the ASCII sign), or the text starts with a tab, a carriage return or a line feed.
 */
export function isFormulaLike(text: string): boolean {
  if (LEADING_CONTROL.test(text)) return true;
  if (PLAIN_DECIMAL.test(text)) return false;
  const [first] = text.replace(LEADING_BLANKS, '');
  if (first === undefined) return false;
  const [ascii] = first.normalize('NFKC');
  return ascii !== undefined && FORMULA_STARTS.has(ascii);
}

/** The text as an export writes it: formula-like text behind an apostrophe, the rest unchanged. */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `${TEXT_MARK}${text}` : text;
}

/** A cell's value as an export writes it: text through `neutraliseFormula`, anything else as it is. */
export function safeSpreadsheetValue<Value>(value: Value): Value | string {
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}
