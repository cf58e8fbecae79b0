import { describe, expect, it } from 'vitest';
import type { Content } from 'pdfmake/interfaces';
import { pdfPages } from '../../test/pdf-text';
import { pdfBuffer } from './pdf-writer';
import { printableContent, printableText } from './printable-text';

describe('printableText', () => {
  it.each([
    // What the font draws stays as it is.
    ['Red Stick Water Company', 'Red Stick Water Company'],
    ['=HYPERLINK("http://x")', '=HYPERLINK("http://x")'],
    ['Müller Öl & Søn, Ñandú', 'Müller Öl & Søn, Ñandú'],
    ['€ – — “x” ‘y’ … • ™ ‰', '€ – — “x” ‘y’ … • ™ ‰'],
    ['Œuvre œ Šš Žž Ÿ ƒ', 'Œuvre œ Šš Žž Ÿ ƒ'],
    ['line\nnext\r\nlast', 'line\nnext\r\nlast'],
    ['\u00a0£5 ½ °F', '\u00a0£5 ½ °F'],
    // Full-width forms (U+FF01 to U+FF5E) as their ASCII counterparts.
    ['＝HYPERLINK("http://x")', '=HYPERLINK("http://x")'],
    ['＋－＠＝', '+-@='],
    ['！～', '!~'],
    ['Ｒｅｄ Ｓｔｉｃｋ １２３', 'Red Stick 123'],
    ['\u3000Ｒｅｄ', ' Red'],
    // Other compatibility forms as their plain letters.
    ['ﬁeld', 'field'],
    ['Well ①', 'Well 1'],
    // Accents composed first; a letter whose accent the font lacks without it.
    ['Cafe\u0301', 'Café'],
    ['Erdős', 'Erdos'],
    // Invisible characters are dropped, a tab is a space.
    ['a\u200bb\ufeffc', 'abc'],
    ['soft\u00adhyphen', 'softhyphen'],
    ['a\tb', 'a b'],
    ['a\u0080b\u0007c', 'abc'],
    // Anything else is a visible question mark, one per character.
    ['東京 Water', '?? Water'],
    ['Łódź', '?ódz'],
    ['Water 😀', 'Water ?'],
    ['Ωmega', '?mega'],
  ])('%j prints as %j', (text, printed) => {
    expect(printableText(text)).toBe(printed);
  });
});

describe('printableContent', () => {
  it('makes every text printable, in strings, text runs, stacks, columns, lists and table cells', () => {
    const content: Content = [
      '＝1',
      { text: '＋2', bold: true },
      { text: ['＠3', { text: '－4', italics: true }] },
      { stack: ['Ａ', { text: 'Ｂ' }] },
      {
        columns: [
          { width: '*', text: 'Ｃ' },
          { width: 100, stack: ['Ｄ'] },
        ],
      },
      { ul: ['Ｅ'] },
      { ol: ['Ｆ'] },
      { table: { widths: ['*', 'auto'], body: [['Ｇ', { text: 'Ｈ', alignment: 'right' }]] } },
      { image: 'data:image/png;base64,Ｘ', fit: [10, 10] },
    ];
    expect(printableContent(content)).toEqual([
      '=1',
      { text: '+2', bold: true },
      { text: ['@3', { text: '-4', italics: true }] },
      { stack: ['A', { text: 'B' }] },
      {
        columns: [
          { width: '*', text: 'C' },
          { width: 100, stack: ['D'] },
        ],
      },
      { ul: ['E'] },
      { ol: ['F'] },
      { table: { widths: ['*', 'auto'], body: [['G', { text: 'H', alignment: 'right' }]] } },
      { image: 'data:image/png;base64,Ｘ', fit: [10, 10] },
    ]);
  });

  it('is applied by the PDF writer to a part’s content and its footer', async () => {
    const pdf = await pdfBuffer('Characters', [
      {
        content: [{ text: '＝HYPERLINK("http://x") 東京' }],
        footer: () => ({ text: 'Ｆｏｏｔｅｒ＠' }),
      },
    ]);
    const [page] = await pdfPages(pdf);
    // Text extraction may split a word where the PDF kerns it: compare without spaces.
    const compact = page?.replace(/\s/g, '');
    expect(compact).toContain('=HYPERLINK("http://x")??');
    expect(compact).toContain('Footer@');
    expect(page).not.toMatch(/[ÿ\uFF01-\uFF5E]/);
  });
});
