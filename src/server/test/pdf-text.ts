import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

/**
 * A PDF's text, page by page, as a reader would extract it, with runs of spaces as one: for comparing
 * a document with its data.
 */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await document.destroy();
  return pages;
}
