// `npm run bench -- <name>`: runs bench/<name>.ts and prints its figures.
const BENCHMARKS: Record<string, { description: string; load: () => Promise<{ run(): Promise<void> }> }> = {
  bundle: {
    description: 'cold-cache JavaScript per route (gzip) from the build manifest, against the budgets',
    load: () => import('./bundle'),
  },
  auth: { description: 'cost of the access guard per request', load: () => import('./auth') },
  wells: {
    description: 'wells list and map calls on 3,000 wells, and the wells page',
    load: () => import('./wells'),
  },
  pumpage: {
    description: 'full-size district: upload against COPY, pumpage table and water data calls, memory',
    load: () => import('./pumpage'),
  },
  invoices: {
    description: 'full-size district: generating a quarter, the invoice list and a 200-item invoice',
    load: () => import('./invoices'),
  },
  documents: {
    description:
      'invoice PDF of 200 items, a merged print of 600 invoices, 600 e-mails to a local SMTP server',
    load: () => import('./documents'),
  },
  reports: {
    description: 'full-size district: compliance and volume reports and their exports',
    load: () => import('./reports'),
  },
  permits: {
    description:
      'full-size district, every well permitted: the Permits report and its exports against their bare SQL',
    load: () => import('./permits'),
  },
  scale: {
    description:
      'full-size and big district (8,400 wells, 30 M daily rows) kept next to BENCH_DATABASE_URL: every report, dashboard, water data and pumpage table call against its bare SQL, big/full',
    load: () => import('./scale'),
  },
  load: {
    description:
      'full-size district on BENCH_DATABASE_URL: 30 staff and 100 owners at once for 30 s, requests/s and p50/p99 per call',
    load: () => import('./load'),
  },
  public: {
    description:
      'full-size district on BENCH_DATABASE_URL, everything published: 200 anonymous readers of the public page for 30 s, p50/p99 per call against p99 < 200 ms, and 429s at the default limit',
    load: () => import('./public'),
  },
  partitions: {
    description:
      'daily and hourly pumpage partitioned by year on BENCH_DATABASE_URL, against the current tables',
    load: () => import('./partitions'),
  },
  move: {
    description:
      'full-size district: moving the embedded store into BENCH_DATABASE_URL, against a plain COPY',
    load: () => import('./move'),
  },
};

const requested = process.argv[2];
const benchmark = requested ? BENCHMARKS[requested] : undefined;
if (!benchmark) {
  console.log('Usage: npm run bench -- <name>\n');
  for (const [key, { description }] of Object.entries(BENCHMARKS))
    console.log(`  ${key.padEnd(12)} ${description}`);
  process.exit(requested ? 1 : 0);
}
await (await benchmark.load()).run();

export {};
