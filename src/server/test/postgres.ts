/** The migrated database every PostgreSQL test file copies. */
export const TEMPLATE_DATABASE = 'gdp_test_template';

/** The same server's maintenance database, from which test databases are created and dropped. */
export function adminConnectionString(testDatabaseUrl: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}
