import { request, type Browser, type Locator, type Page } from 'playwright-core';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingConsentUrlEndpoint } from '../src/shared/contracts/accounting';
import { ACCESS } from '../src/shared/rules/access';
import { ROUTES } from '../src/web/app/routes';
import type { RouteLayout } from '../src/web/lib/routing';
import { makeBillingStates, type BillingStates } from './billing-states';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';
import { startOwnServer, type OwnServer } from './own-server';

/** Each test walks a role's whole route list (three dozen pages for Admin), not one page. */
const PAGES_TIMEOUT = 300_000;

type Visitor = 'visitor' | 'admin' | 'owner' | 'user';

/** Who walks: the access level of each demo login's role, and the layouts its pages have. */
const VISITORS: Record<Visitor, { level: number; layouts: readonly RouteLayout[] }> = {
  visitor: { level: 0, layouts: ['plain', 'public'] },
  admin: { level: ACCESS.admin, layouts: ['staff'] },
  owner: { level: ACCESS.clientManager, layouts: ['owner'] },
  user: { level: ACCESS.ownerWells, layouts: ['owner'] },
};

/**
 * Every route of the route table (src/web/app/routes.ts), as the role that uses it. A test checks
 * exactly its role's list, and the first test below fails when a route of the table is in none.
 */
const PLAN: Record<Visitor, readonly string[]> = {
  visitor: ['/login', '/register', '/public', '/eula', '/privacy-policy'],
  admin: [
    '/dashboard',
    '/wells',
    '/well/create',
    '/well/edit/:wellId',
    '/well/water-data',
    '/well/well-usage-report',
    '/well-pumpages',
    '/management/users',
    '/management/clients',
    '/management/client',
    '/management/client/edit/:clientId',
    '/management/aquifers',
    '/management/aquifer',
    '/management/aquifer/edit/:id',
    '/management/parishes',
    '/management/parish',
    '/management/parish/edit/:id',
    '/well-usage-categories',
    '/well-use-category',
    '/well-use-category/edit/:id',
    '/well-usage',
    '/well-use',
    '/well-use/edit/:id',
    '/my-profile',
    '/reports',
    '/reports/compliance',
    '/reports/volumesByPOA',
    '/reports/volumesByUse',
    '/reports/missing-reports',
    '/reports/permits',
    '/invoices',
    '/payment/make-payment/:invoiceId/:clientId',
    '/payment/view-invoice/:invoiceId',
    '/payment/invoices',
    '/payment/make-payment',
    '/invoice/print-selected',
    '/payments/exceptions',
    '/payment/invoice-confirmation/:clientId/:invoiceId/:paymentIntentId',
    '/management/district-profile',
    '/management/audit-log',
    '/management/accounting',
    '/management/meters',
    '/meters/review',
    '/management/reporting-calendar',
    '/management/permits',
    '/management/exemptions',
    '/management/rates',
    '/management/api-keys',
    '/monitoring-wells',
    '/monitoring-wells/compare',
    '/monitoring-wells/:monitoringWellId',
    '/accounting/auth',
    '/accounting/sandbox/consent',
    '/accounting/callback',
    '/accounting/disconnect',
  ],
  owner: [
    '/client/dashboard',
    '/client/well/all-wells/',
    '/well/client-edit/:wellId',
    '/client/well/water-data',
    '/client/meter-readings',
    '/client/well/well-usage-report',
    '/client/users',
    '/client/edit/:clientId',
    '/client/my-profile',
    '/client/rates',
    '/client/payment/invoices',
    '/client/payment/make-payment',
    '/client/payment/make-payment/:invoiceId',
    '/client/payment/view-invoice/:invoiceId',
    '/client/payment/invoice-confirmation/:clientId/:invoiceId/:paymentIntentId',
  ],
  user: ['/client/well/all-wells/', '/well/client-edit/:wellId', '/client/my-profile'],
};

/** A payment intent id of the right form that the provider never issued: the confirmation refuses it. */
const UNKNOWN_INTENT = 'pi_e2e_unknown_intent';

/**
 * The signed-in walks run on this file's own server: the billing states must hold for the whole
 * walk, and the shared server cannot keep them. Its sandbox clears bank transfers after 3 s, and its
 * district's accounting connection is the one another journey connects and disconnects.
 */
let server: OwnServer;
let browser: Browser;
let states: BillingStates;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startOwnServer({ PAYMENT_SANDBOX_SETTLE_SECONDS: '86400' }),
  ]);
  const api = await request.newContext({ baseURL: server.baseUrl });
  try {
    states = await makeBillingStates(api);
  } finally {
    await api.dispose();
  }
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page on this file's own server; e2e/setup.ts fails a test that leaves a CSP violation behind. */
const portalPage = () => newPage(browser, server.baseUrl);

/** One role's walk: each page checked with axe-core, and which routes of the table were checked. */
class Walk {
  private readonly checked = new Set<string>();
  private readonly failures: string[] = [];

  private constructor(
    readonly page: Page,
    private readonly visitor: Visitor,
  ) {}

  /** A walk on `page` (a context of its own), signed in as `email` (not the visitor's) and landed on `landing`. */
  static async start(visitor: Visitor, page: Page, email?: string, landing?: string): Promise<Walk> {
    if (email) {
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname === landing);
    }
    return new Walk(page, visitor);
  }

  /** Opens `path` (the route itself unless it takes parameters) and checks it. */
  async visit(route: string, path = route) {
    await this.page.goto(path);
    await this.check(route);
  }

  /**
   * Checks the page as it is now, which must still be on `route` (no guard sent the role away). A
   * page's violations fail the test at its end, so one run lists every page's.
   */
  async check(route: string) {
    const pathname = new URL(this.page.url()).pathname;
    expect(matchPath(route, pathname), `${route} opened ${pathname}`).not.toBeNull();
    try {
      await expectAccessible(this.page);
    } catch (error) {
      // An axe finding's page, rule and elements, not only the count the message gives.
      const { message, actual } = error as { message?: string; actual?: unknown };
      this.failures.push(`${message ?? String(error)}\n${JSON.stringify(actual, null, 2)}`);
    }
    this.checked.add(route);
  }

  /** The href of the first link named like `name`, e.g. a well's View. */
  async firstHref(name: RegExp): Promise<string> {
    const link = this.page.getByRole('link', { name }).first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    if (!href) throw new Error(`no link named ${String(name)}`);
    return href;
  }

  /** Every route of the role's list was checked, and no other. */
  async finish() {
    this.checked.delete('/*');
    expect(this.failures, this.failures.join('\n\n')).toEqual([]);
    expect([...this.checked].sort()).toEqual([...PLAN[this.visitor]].sort());
    await this.page.context().close();
  }
}

/** Opens the select labelled `label` in `scope` and clicks an option (a multiple select stays open). */
async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('accessibility: no serious or critical axe-core violations', () => {
  it('the walks below visit every route of the route table, each as a role that may open it', () => {
    const planned = Object.entries(PLAN).flatMap(([visitor, routes]) =>
      routes.map((route) => ({ visitor: visitor as Visitor, route })),
    );
    const unvisited = ROUTES.filter((route) => !planned.some((visit) => visit.route === route.path));
    expect(
      unvisited.map((route) => route.path),
      'routes no walk visits',
    ).toEqual([]);
    for (const { visitor, route } of planned) {
      const row = ROUTES.find((candidate) => candidate.path === route);
      expect(row, `${route} is not in the route table`).toBeDefined();
      const { level, layouts } = VISITORS[visitor];
      expect(level, `${visitor} may not open ${route}`).toBeGreaterThanOrEqual(row?.level ?? Infinity);
      expect(layouts, `${route} is not a ${visitor}'s page`).toContain(row?.layout);
    }
  });

  it(
    'on every public page, signed out',
    async () => {
      // The public pages show no billing data: the shared server serves them (and sees this file's requests).
      const walk = await Walk.start('visitor', await newPage(browser));
      for (const route of PLAN.visitor) await walk.visit(route);
      // The public page again with its wells table, which arrives with the visitor's first move.
      await walk.visit('/public');
      await walk.page.mouse.move(200, 200);
      await walk.page.getByRole('table', { name: 'Registered wells' }).getByRole('row').nth(1).waitFor();
      await walk.check('/public');
      await walk.finish();
    },
    PAGES_TIMEOUT,
  );

  it(
    'on every staff page, as Admin, with invoices paid, past due, processing, synced and out of date',
    async () => {
      const walk = await Walk.start('admin', await portalPage(), 'admin@demo.test', '/dashboard');
      const { page } = walk;
      const { clientId, paid, overdue, grace, processing, all } = states;
      await walk.check('/dashboard');

      await walk.visit('/wells');
      await walk.visit('/well/edit/:wellId', await walk.firstHref(/^View well /));
      for (const route of ['/well/create', '/well/water-data', '/well/well-usage-report', '/well-pumpages']) {
        await walk.visit(route);
      }
      await walk.visit('/management/users');
      await walk.visit('/management/clients');
      await walk.visit('/management/client/edit/:clientId', await walk.firstHref(/^View /));
      await walk.visit('/management/client');
      // Each reference list, one of its records, and its form for a new one.
      for (const [list, edit, create] of [
        ['/management/aquifers', '/management/aquifer/edit/:id', '/management/aquifer'],
        ['/management/parishes', '/management/parish/edit/:id', '/management/parish'],
        ['/well-usage-categories', '/well-use-category/edit/:id', '/well-use-category'],
        ['/well-usage', '/well-use/edit/:id', '/well-use'],
      ] as const) {
        await walk.visit(list);
        await walk.visit(edit, await walk.firstHref(/^View /));
        await walk.visit(create);
      }
      await walk.visit('/my-profile');
      await walk.visit('/reports');
      await walk.visit('/reports/volumesByPOA');
      await walk.visit('/reports/volumesByUse');
      await walk.visit('/reports/compliance');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('table', { name: 'Compliance report' }).getByRole('row').nth(3).waitFor();
      await walk.check('/reports/compliance');
      // The list table's column toggle, open.
      await page.getByRole('button', { name: 'Show/Hide columns' }).click();
      await page.getByRole('menu').waitFor();
      await walk.check('/reports/compliance');
      await walk.visit('/reports/missing-reports');
      await walk.visit('/reports/permits');

      // The invoice list as it opens, then the demo owner's invoices of every year: paid, overdue,
      // in grace, synced, out of date and not synced, side by side.
      await walk.visit('/invoices');
      const filters = page.getByRole('form', { name: 'Invoice filters' });
      await chooseOption(page, filters, 'Client', paid.clientName);
      await page.keyboard.press('Escape');
      await chooseOption(page, filters, 'Year', String(new Date().getFullYear()));
      await page.keyboard.press('Escape');
      await filters.getByRole('button', { name: 'Search' }).click();
      const table = page.getByRole('table', { name: 'Invoices' });
      for (const invoice of all)
        await table.getByRole('row').filter({ hasText: invoice.invoiceNumber }).waitFor();
      for (const shown of ['Synced', 'Out of date', 'Not Synced']) {
        await table.getByRole('cell', { name: shown, exact: true }).first().waitFor();
      }
      await walk.check('/invoices');

      // Each state on the invoice's own page; a bank transfer processing shows only there.
      for (const invoice of [overdue, grace, processing]) {
        await walk.visit(
          '/payment/make-payment/:invoiceId/:clientId',
          `/payment/make-payment/${invoice.id}/${clientId}`,
        );
      }
      await page
        .getByText(/processing/i)
        .first()
        .waitFor();
      await walk.visit('/payment/view-invoice/:invoiceId', `/payment/view-invoice/${paid.id}`);
      await page
        .getByRole('group', { name: 'Accounting' })
        .getByText(/^Synced · #/)
        .waitFor();

      await walk.visit('/payment/invoices');
      await page.getByLabel('Client', { exact: true }).selectOption({ label: paid.clientName });
      await page.getByRole('table', { name: 'Invoices' }).getByText(paid.invoiceNumber).waitFor();
      await walk.check('/payment/invoices');
      await walk.visit('/payment/make-payment');
      await walk.visit(
        '/invoice/print-selected',
        `/invoice/print-selected?ids=${all.map((invoice) => invoice.id).join(',')}`,
      );
      await walk.visit('/payments/exceptions');
      await walk.visit(
        '/payment/invoice-confirmation/:clientId/:invoiceId/:paymentIntentId',
        `/payment/invoice-confirmation/${clientId}/${grace.id}/${UNKNOWN_INTENT}`,
      );

      await walk.visit('/management/district-profile');
      await walk.visit('/management/audit-log');
      await walk.visit('/management/meters');
      await walk.visit('/meters/review');
      await walk.visit('/management/reporting-calendar');
      await walk.visit('/management/permits');
      await walk.visit('/management/exemptions');
      await walk.visit('/management/rates');
      await walk.visit('/management/api-keys');
      await walk.visit('/monitoring-wells');
      await page
        .getByRole('table', { name: 'Monitoring wells' })
        .getByRole('link', { name: 'EB-1000' })
        .click();
      await page
        .getByRole('img', { name: /EB-1000/ })
        .first()
        .waitFor();
      await walk.check('/monitoring-wells/:monitoringWellId');
      await walk.visit('/monitoring-wells/compare');
      await walk.visit('/management/accounting');
      await page.getByRole('table', { name: 'Sync log' }).getByText(overdue.invoiceNumber).first().waitFor();
      // The connect steps. The first step goes on to the consent page as soon as the server answers,
      // so it is checked as it stands when the server cannot be reached, then let through.
      const consentUrl = (url: URL) => url.pathname === accountingConsentUrlEndpoint.path;
      await page.route(consentUrl, (route) => route.abort());
      await walk.visit('/accounting/auth');
      await page.unroute(consentUrl);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.waitForURL('**/accounting/sandbox/consent?state=*');
      await walk.check('/accounting/sandbox/consent');
      // A callback without the service's answer (the real one would replace the connection).
      await walk.visit('/accounting/callback');
      await walk.visit('/accounting/disconnect');

      // Not a route of the table: what any unknown address shows.
      await page.goto('/no-such-page');
      await page
        .getByText(/not found/i)
        .first()
        .waitFor();
      await walk.check('/*');
      await walk.finish();
    },
    PAGES_TIMEOUT,
  );

  it(
    'on every owner page, as Owner, with invoices paid, past due and processing',
    async () => {
      const walk = await Walk.start('owner', await portalPage(), 'owner@demo.test', '/client/dashboard');
      const { page } = walk;
      const { clientId, paid, overdue, grace, processing, all } = states;
      await walk.check('/client/dashboard');
      await walk.visit('/client/well/all-wells/');
      await walk.visit('/well/client-edit/:wellId', await walk.firstHref(/^View well /));
      await walk.visit('/client/well/water-data');
      await walk.visit('/client/meter-readings');
      await walk.visit('/client/well/well-usage-report');
      await walk.visit('/client/users');
      await walk.visit('/client/edit/:clientId', `/client/edit/${clientId}`);
      await walk.visit('/client/my-profile');
      await walk.visit('/client/rates');

      await walk.visit('/client/payment/invoices');
      const table = page.getByRole('table', { name: 'Invoices' });
      for (const invoice of all) await table.getByText(invoice.invoiceNumber).waitFor();
      await walk.visit('/client/payment/make-payment');
      for (const invoice of [overdue, grace]) {
        await walk.visit(
          '/client/payment/make-payment/:invoiceId',
          `/client/payment/make-payment/${invoice.id}`,
        );
      }
      await walk.visit(
        '/client/payment/view-invoice/:invoiceId',
        `/client/payment/view-invoice/${processing.id}`,
      );
      await page
        .getByRole('region', { name: 'Payment' })
        .getByText(/^Payment processing/)
        .waitFor();
      await walk.visit('/client/payment/view-invoice/:invoiceId', `/client/payment/view-invoice/${paid.id}`);
      await walk.visit(
        '/client/payment/invoice-confirmation/:clientId/:invoiceId/:paymentIntentId',
        `/client/payment/invoice-confirmation/${clientId}/${grace.id}/${UNKNOWN_INTENT}`,
      );
      await walk.finish();
    },
    PAGES_TIMEOUT,
  );

  it(
    'on every page a User sees, as User',
    async () => {
      const walk = await Walk.start('user', await portalPage(), 'user@demo.test', '/client/well/all-wells/');
      await walk.check('/client/well/all-wells/');
      await walk.visit('/well/client-edit/:wellId', await walk.firstHref(/^View well /));
      await walk.visit('/client/my-profile');
      await walk.finish();
    },
    PAGES_TIMEOUT,
  );
});
