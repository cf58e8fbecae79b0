/**
 * Every PostgreSQL advisory-lock key the portal takes, in one place so no two uses share a key.
 * A key is a number of the 7_042_xxx range; a new lock takes the next free number here and never
 * reuses a retired one (an older instance still running during an upgrade may hold it).
 * `invoiceGeneration` is the first of a two-key lock (`pg_advisory_xact_lock(int, int)`, a key
 * space of its own): the second key is the quarter.
 */
export const ADVISORY_LOCKS = {
  /** Held while one instance migrates the database (db/client.ts). */
  migration: 7_042_001,
  /** Serialises the transactions that write pumpage (pumpage-write-lock.ts). */
  pumpageWrites: 7_042_002,
  /** One generation of a quarter at a time; the second key is the quarter (generate-quarter-invoices.ts). */
  invoiceGeneration: 7_042_003,
  /** Held while one instance runs the scheduled invoice generation (scheduled-generation.ts). */
  scheduledGeneration: 7_042_004,
  /** Held while a nightly backup runs (backup-schedule.ts). */
  nightlyBackup: 7_042_006,
  /** One change of the rate schedule at a time, so two rates cannot both pass its rules (rates/save-rate.ts). */
  rateSchedule: 7_042_007,
  /** One change of the billing terms at a time (rates/save-billing-terms.ts). */
  billingTerms: 7_042_008,
} as const;
