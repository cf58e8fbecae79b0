import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DistrictProfileRecord } from '../../../shared/contracts/district';
import type { InvoiceDetail, InvoiceItem } from '../../../shared/contracts/invoices';
import {
  formatCents,
  formatDay,
  formatDollars,
  formatKgalValue,
  quarterMonthNames,
} from '../../../shared/format';
import { invoiceNotice, payByCheckText, remitToOf, type InvoiceNotice } from '../../../shared/invoice-notice';
import { rateLineText } from '../../../shared/rules/invoices';
import type { PdfPart } from '../../integrations/pdf/pdf-writer';

/** What a printed invoice shows besides the invoice: who sends it and where owners pay. */
export interface InvoiceLetterhead {
  district: DistrictProfileRecord | null;
  /** The district's logo as a data URL, printed above its name. */
  logo: string | null;
  /** The portal's address, where owners see and pay their invoices. */
  portalUrl: string;
}

const NOTICE_COLORS: Record<InvoiceNotice['severity'], string> = {
  success: '#1b5e20',
  error: '#b71c1c',
  warning: '#8a4b00',
  info: '#0d47a1',
};

const lines = (...values: (string | null | undefined)[]) =>
  values.filter((value): value is string => !!value);

/** The district's name, logo and address, top left of every document it sends. */
export function districtBlock({ district, logo }: InvoiceLetterhead): Content {
  const image: Content[] = logo ? [{ image: logo, fit: [170, 56], margin: [0, 0, 0, 6] }] : [];
  if (!district) return [...image, { text: 'Groundwater Conservation District', style: 'districtName' }];
  return [
    ...image,
    { text: district.name, style: 'districtName' },
    ...lines(
      district.address1,
      district.address2,
      `${district.city}, ${district.state} ${district.zipCode}`,
      district.phone,
      district.email,
    ).map((text) => ({ text })),
  ];
}

function invoiceFacts(invoice: InvoiceDetail): Content {
  const row = (label: string, value: string): TableCell[] => [
    { text: label, style: 'label' },
    { text: value, alignment: 'right' },
  ];
  return [
    { text: 'INVOICE', style: 'heading', alignment: 'right' },
    {
      layout: 'noBorders',
      table: {
        widths: ['auto', '*'],
        body: [
          row('Invoice number', invoice.invoiceNumber),
          row('Period', `${invoice.year} Q${invoice.quater}`),
          row('Billing date', formatDay(invoice.billingDate)),
          row('Payment deadline', formatDay(invoice.dueDate)),
        ],
      },
    },
  ];
}

/** Who the invoice is to, as it was billed. */
export function billTo(
  invoice: Pick<
    InvoiceDetail,
    'invoiceOwnerName' | 'clientName' | 'address' | 'cityStateZip' | 'phone' | 'clientEmail'
  >,
): Content {
  return [
    { text: 'Bill to', style: 'label' },
    { text: invoice.invoiceOwnerName ?? invoice.clientName, bold: true },
    ...lines(invoice.address, invoice.cityStateZip, invoice.phone, invoice.clientEmail).map((text) => ({
      text,
    })),
  ];
}

function itemsTable(invoice: InvoiceDetail): Content {
  const months = quarterMonthNames(invoice.quater);
  const kgal = (value: number): TableCell => ({ text: formatKgalValue(value), alignment: 'right' });
  const header: TableCell[] = [
    'Parish',
    'Use',
    'Owner No',
    'Well Number',
    'Depth',
    ...months.map((month) => `${month} (1000 gal)`),
    'Flag',
  ].map((text) => ({ text, style: 'tableHeader' }));
  const row = (item: InvoiceItem, index: number): TableCell[] => [
    item.parish ?? '',
    item.use ?? '',
    item.ownerNo ?? '',
    index === invoice.invoiceItems.length - 1 ? { text: item.wellNumber, id: LAST_ITEM } : item.wellNumber,
    { text: item.depth === null ? '' : String(item.depth), alignment: 'right' },
    kgal(item.month1Pumpage),
    kgal(item.month2Pumpage),
    kgal(item.month3Pumpage),
    { text: item.flag ?? '', alignment: 'center' },
  ];
  return {
    layout: 'lightHorizontalLines',
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', '*', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
      body: [header, ...invoice.invoiceItems.map(row)],
    },
    fontSize: 8,
  };
}

function adjustmentsTable(invoice: InvoiceDetail): Content {
  if (invoice.adjustments.length === 0) return [];
  return [
    { text: 'Adjustments', style: 'subheading' },
    {
      layout: 'lightHorizontalLines',
      table: {
        widths: ['*', 'auto'],
        body: invoice.adjustments.map((adjustment) => [
          adjustment.reason,
          { text: formatDollars(adjustment.value), alignment: 'right' },
        ]),
      },
    },
  ];
}

/** Node ids of the last item's well number and the totals, so the totals never start a page alone. */
const LAST_ITEM = 'last-item';
const TOTALS = 'totals';

/** The rate or rates the fee was billed at: one, or each distinct one in day order. */
function ratesText(invoice: InvoiceDetail): string {
  const rates = [...new Set(invoice.rateLines.map((line) => line.ratePerMillionGallons))];
  if (rates.length < 2) return `${formatCents(invoice.rateCentsPerMillionGallons)} per million gallons`;
  return `${rates.map(formatDollars).join(', ')} per million gallons`;
}

function totals(invoice: InvoiceDetail): Content {
  const row = (label: string, amount: number, bold = false): TableCell[] => [
    { text: label, bold },
    { text: formatDollars(amount), alignment: 'right', bold },
  ];
  // Under the fee, its line for each rate's days: what each billed, adding up to the fee.
  const rateLines = invoice.rateLines.map((line): TableCell[] => [
    { text: rateLineText(line), colSpan: 2, fontSize: 8, color: '#555555', margin: [8, 0, 0, 0] },
    '',
  ]);
  const body: TableCell[][] = [
    [
      { text: invoice.rateLines.length > 1 ? 'Rates' : 'Rate', id: TOTALS },
      { text: ratesText(invoice), alignment: 'right' },
    ],
    row(`Fee (${formatKgalValue(invoice.gallons)} thousand gallons billed)`, invoice.feeAmount),
    ...rateLines,
    row('Adjustments', invoice.adjustmentsAmount),
    row('Late fee', invoice.lateFeeAmount),
    row('Total', invoice.totalAmount, true),
  ];
  return {
    unbreakable: true,
    stack: [
      {
        columns: [
          { width: '*', text: '' },
          { width: 300, layout: 'lightHorizontalLines', table: { widths: ['*', 'auto'], body } },
        ],
      },
    ],
    margin: [0, 12, 0, 0],
  };
}

/**
 * The last item moves to the next page when the totals would otherwise start it alone, so the
 * totals always follow at least one line of what they add up.
 */
const keepTotalsWithItems: NonNullable<PdfPart['pageBreakBefore']> = (node, nodes) =>
  node.id === LAST_ITEM && !nodes.getFollowingNodesOnPage().some((following) => following.id === TOTALS);

/** The page, fonts and styles of the district's documents. */
export const DOCUMENT_LOOK = {
  pageMargins: [40, 40, 40, 50],
  defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.15 },
  styles: {
    districtName: { fontSize: 14, bold: true },
    heading: { fontSize: 20, bold: true, color: '#0b3d5c' },
    subheading: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
    label: { color: '#555555' },
    tableHeader: { bold: true },
  },
} satisfies Omit<PdfPart, 'content'>;

/** An owner's page of the invoice in the portal, where they pay it. */
export function ownerInvoiceUrl(portalUrl: string, invoiceId: number): string {
  return new URL(`/client/payment/make-payment/${invoiceId}`, portalUrl).toString();
}

function howToPay(invoice: InvoiceDetail, { district, portalUrl }: InvoiceLetterhead): Content {
  if (invoice.hasPaid) return [];
  const remitTo = remitToOf(district);
  return [
    { text: 'How to pay', style: 'subheading' },
    { text: `In the portal: ${ownerInvoiceUrl(portalUrl, invoice.id)}` },
    ...(remitTo ? [{ text: payByCheckText(remitTo, invoice.invoiceNumber) }] : []),
  ];
}

/**
 * An invoice as the district mails it, US Letter: district and bill-to blocks, number and dates, the
 * notice in force, every item over as many pages as it takes (the header row repeated), adjustments,
 * totals and how to pay. Every figure comes from the detail page's InvoiceDetail.
 */
export function invoiceDocument(invoice: InvoiceDetail, letterhead: InvoiceLetterhead): PdfPart {
  const notice = invoiceNotice(invoice);
  return {
    ...DOCUMENT_LOOK,
    content: [
      { columns: [districtBlock(letterhead), { width: 230, stack: [invoiceFacts(invoice)] }] },
      {
        columns: [billTo(invoice), { text: invoice.title, bold: true, alignment: 'right' }],
        margin: [0, 18, 0, 8],
      },
      ...(notice
        ? [
            {
              text: notice.text,
              color: NOTICE_COLORS[notice.severity],
              bold: true,
              margin: [0, 4, 0, 8],
            } as Content,
          ]
        : []),
      { text: 'Pumpage', style: 'subheading' },
      itemsTable(invoice),
      adjustmentsTable(invoice),
      totals(invoice),
      howToPay(invoice, letterhead),
    ],
    pageBreakBefore: keepTotalsWithItems,
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: `Invoice ${invoice.invoiceNumber}`, alignment: 'left' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right' },
      ],
      fontSize: 8,
      color: '#555555',
      margin: [40, 16, 40, 0],
    }),
  };
}
