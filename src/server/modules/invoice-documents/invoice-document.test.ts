import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceItem } from '../../../shared/contracts/invoices';
import { pdfBuffer } from '../../integrations/pdf/pdf-writer';
import { pdfPages } from '../../test/pdf-text';
import { invoiceDocument, type InvoiceLetterhead } from './invoice-document';

/* The printed invoice's layout rules, on the document alone: no database needed. */

const LETTERHEAD: InvoiceLetterhead = { district: null, logo: null, portalUrl: 'https://portal.test' };

function item(wellNumber: string, id: number): InvoiceItem {
  return {
    id,
    wellNumber,
    parish: 'East Baton Rouge',
    use: 'Industrial',
    ownerNo: `No. ${id}`,
    depth: 400,
    month1Pumpage: 1000,
    month2Pumpage: 2000,
    month3Pumpage: 3000,
    flag: null,
  };
}

function invoiceWith(items: InvoiceItem[]): InvoiceDetail {
  return {
    id: 7,
    invoiceNumber: '2026-Q3-00007',
    title: 'Groundwater use fee',
    accountingInvoiceId: null,
    accountingOutOfDate: false,
    clientId: 1,
    clientName: 'Bayou Water Works',
    invoiceOwnerName: null,
    phone: null,
    address: '1 River Road',
    cityStateZip: 'Baton Rouge, LA 70801',
    clientEmail: null,
    billingDate: '2026-10-01',
    date: '2026-10-01',
    dueDate: '2026-10-31',
    extendedDeadline: '2026-11-30',
    year: 2026,
    quater: 3,
    gallons: 18_000,
    rateCentsPerMillionGallons: 6500,
    hasPaid: false,
    paymentDate: null,
    paymentType: null,
    paymentProcessing: false,
    isVisible: true,
    hideLateFees: false,
    feeAmount: 1170,
    rateLines: [
      {
        fromOn: '2026-07-01',
        toOn: '2026-09-30',
        ratePerMillionGallons: 65,
        billedKgal: 18_000,
        feeAmount: 1170,
      },
    ],
    adjustmentsAmount: -20.5,
    lateFeeAmount: 0,
    lateFeeProjectedAmount: 0,
    totalAmount: 1149.5,
    lateFee: { kind: 'current', daysLate: 0, daysLeft: null },
    invoiceItems: items,
    totalItems: items.length,
    adjustments: [{ id: 1, reason: 'Meter fault credit', value: -20.5 }],
  };
}

async function pagesOf(invoice: InvoiceDetail): Promise<string[]> {
  return pdfPages(await pdfBuffer('Invoice', [invoiceDocument(invoice, LETTERHEAD)]));
}

describe('the invoice PDF', () => {
  it('prints the rate and every amount with two decimals', async () => {
    const text = (await pagesOf(invoiceWith([item('EB-1', 1)]))).join('\n').replace(/\s/g, '');
    expect(text).toContain('$65.00permilliongallons');
    for (const amount of ['$1,170.00', '-$20.50', '$1,149.50', '$0.00']) expect(text).toContain(amount);
  });

  it('prints the fee’s line for each rate under it, in day order', async () => {
    const split: InvoiceDetail = {
      ...invoiceWith([item('EB-1', 1)]),
      gallons: 30_000,
      feeAmount: 1500,
      adjustmentsAmount: 0,
      adjustments: [],
      totalAmount: 1500,
      rateLines: [
        {
          fromOn: '2026-07-01',
          toOn: '2026-07-31',
          ratePerMillionGallons: 20,
          billedKgal: 10_000,
          feeAmount: 200,
        },
        {
          fromOn: '2026-08-01',
          toOn: '2026-09-30',
          ratePerMillionGallons: 65,
          billedKgal: 20_000,
          feeAmount: 1300,
        },
      ],
    };
    const text = (await pagesOf(split)).join('\n').replace(/\s/g, '');
    const first = 'Jul1–Jul31,2026:10,000kgalat$20.00permilliongallons=$200.00';
    const second = 'Aug1–Sep30,2026:20,000kgalat$65.00permilliongallons=$1,300.00';
    expect(text).toContain('Rates$20.00,$65.00permilliongallons');
    expect(text.indexOf('Fee(30,000thousandgallonsbilled)$1,500.00')).toBeGreaterThan(-1);
    expect(text.indexOf(first)).toBeGreaterThan(text.indexOf('Fee(30,000'));
    expect(text.indexOf(second)).toBeGreaterThan(text.indexOf(first));
    expect(text.indexOf('Adjustments')).toBeGreaterThan(text.indexOf(second));
  });

  it('prints the one line of a quarter under one rate', async () => {
    const text = (await pagesOf(invoiceWith([item('EB-1', 1)]))).join('\n').replace(/\s/g, '');
    expect(text).toContain('Jul1–Sep30,2026:18,000kgalat$65.00permilliongallons=$1,170.00');
    expect(text.match(/permilliongallons=/g)).toHaveLength(1);
  });

  it('never starts a page with the totals alone, whatever the number of items', async () => {
    // Enough counts to put the totals at the top of a page at least once without the rule.
    for (let count = 30; count <= 75; count += 1) {
      const items = Array.from({ length: count }, (_, index) => item(`EB-${index + 1}`, index + 1));
      const pages = await pagesOf(invoiceWith(items));
      const withTotals = pages.find((page) => page.includes('per million gallons'));
      expect(withTotals, `${count} items`).toBeDefined();
      expect(withTotals, `${count} items: an item is printed with the totals`).toMatch(/EB-\d+/);
    }
  }, 120_000);
});
