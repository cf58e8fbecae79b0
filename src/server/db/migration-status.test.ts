import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import { compareMigrations, readMigrationJournal, type KnownMigration } from './migration-status';

const known: KnownMigration[] = [
  { tag: '0000_initial', when: 100 },
  { tag: '0001_roles', when: 200 },
  { tag: '0002_caller_changes', when: 300 },
];
const many: KnownMigration[] = [1, 2, 3, 4, 5].map((n) => ({ tag: `000${n}_m`, when: n }));

describe('compareMigrations', () => {
  it.each([
    ['every migration applied', known, [100, 200, 300], { upToDate: true }],
    ['applied in another order', known, [300, 100, 200], { upToDate: true }],
    ['nothing to know and nothing applied', [], [], { upToDate: true }],
    [
      'the migrator never ran',
      known,
      null,
      { upToDate: false, reason: 'The database has not been migrated.' },
    ],
    ['its table is empty', known, [], { upToDate: false, reason: 'The database has not been migrated.' }],
    [
      'the newest is pending',
      known,
      [100, 200],
      { upToDate: false, reason: '1 migration not applied: 0002_caller_changes.' },
    ],
    [
      'one in the middle is missing',
      known,
      [100, 300],
      { upToDate: false, reason: '1 migration not applied: 0001_roles.' },
    ],
    [
      'several pending, the list cut short',
      many,
      [1],
      { upToDate: false, reason: '4 migrations not applied: 0002_m, 0003_m, 0004_m and 1 more.' },
    ],
    [
      'a newer version migrated the database',
      known,
      [100, 200, 300, 400],
      {
        upToDate: false,
        reason:
          'The database was migrated by a newer version of the portal: 1 migration applied that this version does not know.',
      },
    ],
    [
      'a newer version, even with one of ours missing',
      known,
      [100, 200, 400, 500],
      {
        upToDate: false,
        reason:
          'The database was migrated by a newer version of the portal: 2 migrations applied that this version does not know.',
      },
    ],
  ] as const)('%s', (_case, journal, applied, expected) => {
    expect(compareMigrations([...journal], applied === null ? null : [...applied])).toEqual(expected);
  });
});

describe('readMigrationJournal', () => {
  it('reads the shipped journal in order, each migration with its moment', () => {
    const journal = readMigrationJournal(MIGRATIONS_FOLDER);
    expect(journal[0]).toEqual({ tag: '0000_initial', when: expect.any(Number) });
    const moments = journal.map((migration) => migration.when);
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
  });
});
