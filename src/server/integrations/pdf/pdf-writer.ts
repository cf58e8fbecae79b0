import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type {
  Content,
  DynamicContent,
  Margins,
  StyleDictionary,
  Style,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { printableContent } from './printable-text';

/*
 * PDFs through pdfmake's layout engine, several documents to one PDF. pdfmake's public API lays out
 * and renders one document per call, all at once; a merged print of a quarter's invoices would hold
 * hundreds of invoices' layouts in memory and block the server for the whole render. So each
 * document is laid out on its own (its own "Page x of y") and rendered onto one shared PDFKit
 * document, which hands each finished page to the response as it goes. These are pdfmake 0.3's own
 * modules, the ones its Printer uses; the version is pinned exactly for that reason.
 *
 * Resources: only the standard PDF fonts (not embedded, nothing read from disk beyond PDFKit's own
 * metrics), images only as data in the definition, and no URL is ever fetched: pdfmake's URL
 * resolving step is not part of this path at all. The standard fonts draw Latin-1 and little more,
 * so every text of a part, its footers' too, is first made printable (`printable-text.ts`).
 */

const require = createRequire(import.meta.url);

interface LaidOutPage {
  items: unknown[];
  pageSize: { width: number; height: number };
}
interface LayoutBuilderClass {
  new (
    pageSize: { width: number; height: number },
    margins: unknown,
    svgMeasure: unknown,
  ): {
    registerTableLayouts(layouts: unknown): void;
    layoutDocument(
      content: Content,
      pdfKitDoc: unknown,
      styles: StyleDictionary,
      defaultStyle: Style,
      background: undefined,
      header: DynamicContent | undefined,
      footer: DynamicContent | undefined,
      watermark: undefined,
      pageBreakBefore: TDocumentDefinitions['pageBreakBefore'],
    ): LaidOutPage[];
  };
}
const LayoutBuilder: LayoutBuilderClass = require('pdfmake/js/LayoutBuilder').default;
const Renderer: new (pdfKitDoc: unknown) => { renderPages(pages: LaidOutPage[]): void } =
  require('pdfmake/js/Renderer').default;
const PdfKitDocument: new (...args: unknown[]) => Readable & { end(): void } =
  require('pdfmake/js/PDFDocument').default;
const SVGMeasure: new () => unknown = require('pdfmake/js/SVGMeasure').default;
const { tableLayouts } = require('pdfmake/js/tableLayouts');
const { normalizePageSize, normalizePageMargin } = require('pdfmake/js/PageSize') as {
  normalizePageSize(size: string, orientation: string): { width: number; height: number };
  normalizePageMargin(margins: Margins): unknown;
};

const STANDARD_FONTS = {
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
};
const STANDARD_FONT_NAMES = new Set(Object.values(STANDARD_FONTS.Helvetica));

/** One document's part of the PDF: its content, styles and the footer of each of its pages. */
export interface PdfPart {
  content: Content;
  styles?: StyleDictionary;
  defaultStyle?: Style;
  footer?: DynamicContent;
  pageMargins?: Margins;
  /** Asked of each laid-out node whether it should start a new page, as pdfmake's document takes it. */
  pageBreakBefore?: TDocumentDefinitions['pageBreakBefore'];
}

export interface PdfWriter {
  /** The PDF's bytes, as each part's pages are rendered. */
  readonly stream: Readable;
  /** Lays out and renders one part on new pages; answers its page count. */
  add(part: PdfPart): number;
  /** Writes the fonts, the page tree and the trailer; the stream ends after them. */
  end(): void;
}

const US_LETTER = normalizePageSize('LETTER', 'portrait');

export function createPdfWriter(title: string): PdfWriter {
  const pdfKitDoc = new PdfKitDocument(
    STANDARD_FONTS,
    {},
    {},
    {},
    {
      size: [US_LETTER.width, US_LETTER.height],
      pdfVersion: '1.4',
      compress: true,
      autoFirstPage: false,
      bufferPages: false,
      fontLayoutCache: true,
      info: { Title: title, Creator: 'Groundwater District Portal', Producer: 'pdfmake' },
      font: null,
    },
    null,
    (path: string) => STANDARD_FONT_NAMES.has(path),
  );
  return {
    stream: pdfKitDoc,
    add(part) {
      const builder = new LayoutBuilder(
        US_LETTER,
        normalizePageMargin(part.pageMargins ?? 40),
        new SVGMeasure(),
      );
      builder.registerTableLayouts(tableLayouts);
      const { footer } = part;
      const pages = builder.layoutDocument(
        printableContent(part.content),
        pdfKitDoc,
        part.styles ?? {},
        part.defaultStyle ?? { font: 'Helvetica', fontSize: 10 },
        undefined,
        undefined,
        footer && ((...page) => printableContent(footer(...page))),
        undefined,
        part.pageBreakBefore,
      );
      new Renderer(pdfKitDoc).renderPages(pages);
      return pages.length;
    },
    end: () => pdfKitDoc.end(),
  };
}

/** A whole PDF of the given parts, in memory: for one invoice or an e-mail attachment. */
export async function pdfBuffer(title: string, parts: readonly PdfPart[]): Promise<Buffer> {
  const writer = createPdfWriter(title);
  const chunks: Buffer[] = [];
  writer.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    writer.stream.on('end', resolve);
    writer.stream.on('error', reject);
  });
  for (const part of parts) writer.add(part);
  writer.end();
  await ended;
  return Buffer.concat(chunks);
}
