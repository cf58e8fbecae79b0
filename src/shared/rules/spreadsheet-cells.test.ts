import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseFormula, safeSpreadsheetValue } from './spreadsheet-cells';

describe('neutraliseFormula', () => {
  it.each([
    // The ASCII signs a formula starts with.
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['-', "'-"],
    // Control characters at the very start.
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['\n=1+1', "'\n=1+1"],
    ['\tplain', "'\tplain"],
    ['\r\nplain', "'\r\nplain"],
    // White space and invisible characters before a sign.
    [' =1+1', "' =1+1"],
    ['   +1', "'   +1"],
    [' @SUM(A1)', "' @SUM(A1)"],
    ['\u00a0-1+1', "'\u00a0-1+1"],
    ['\u3000=1+1', "'\u3000=1+1"],
    ['\u200b=1+1', "'\u200b=1+1"],
    ['\ufeff=1+1', "'\ufeff=1+1"],
    ['\v\f=1', "'\v\f=1"],
    [' \t=1', "' \t=1"],
    // Full-width and small forms of the signs.
    ['＝HYPERLINK("http://x")', `'＝HYPERLINK("http://x")`],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['﹦1', "'﹦1"],
    ['﹢1', "'﹢1"],
    ['﹣1', "'﹣1"],
    ['﹫SUM(A1)', "'﹫SUM(A1)"],
    [' ＝1', "' ＝1"],
    ['\u3000＠SUM(A1)', "'\u3000＠SUM(A1)"],
    // Text that is no formula stays as it is.
    ['Red Stick Water Company', 'Red Stick Water Company'],
    ['EB-101', 'EB-101'],
    ['A=B', 'A=B'],
    ['Smith & Sons - East', 'Smith & Sons - East'],
    ["'=1+1", "'=1+1"],
    ['', ''],
    ['   ', '   '],
    [' plain', ' plain'],
    ['Ｒｅｄ Ｓｔｉｃｋ', 'Ｒｅｄ Ｓｔｉｃｋ'],
    ['２０２４', '２０２４'],
    ['Müller Öl', 'Müller Öl'],
    // A plain decimal is read as the number, never as a formula.
    ['-12.50', '-12.50'],
    ['-91.1875556', '-91.1875556'],
    ['+3', '+3'],
    ['-.5', '-.5'],
    ['30.4512', '30.4512'],
    // ...but not with anything around it.
    ['-12.50+1', "'-12.50+1"],
    [' -12.50', "' -12.50"],
    ['\n-12.50', "'\n-12.50"],
    ['-1e5', "'-1e5"],
  ])('%j is written as %j', (text, written) => {
    expect(neutraliseFormula(text)).toBe(written);
    expect(isFormulaLike(text)).toBe(written !== text);
  });
});

describe('safeSpreadsheetValue', () => {
  it.each<[unknown, unknown]>([
    [-12.5, -12.5],
    [-91.1875556, -91.1875556],
    [0, 0],
    [1234.567, 1234.567],
    [null, null],
    [undefined, undefined],
    [true, true],
    ['=1+1', "'=1+1"],
    ['＝1+1', "'＝1+1"],
    ['plain', 'plain'],
  ])('%j is written as %j', (value, written) => {
    expect(safeSpreadsheetValue(value)).toBe(written);
  });
});
