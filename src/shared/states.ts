/*
 * The closed sets of values the database keeps in text columns, each declared once here. The
 * database checks a column against its list (`oneOf` in src/server/db/one-of.ts builds the check
 * constraint from it), the contracts validate with `z.enum(LIST)`, and the server and the screens
 * name a value by the list's type, so TypeScript checks every comparison. A new value is added here,
 * then in a migration that replaces the column's check constraint (`npm run db:generate`).
 * Nothing here imports anything: the schema, the contracts and the screens all take from it.
 */

/** A payment's state: `refunding` is money that arrived but goes back, the refund still to be made. */
export const PAYMENT_STATUSES = [
  'pending',
  'processing',
  'succeeded',
  'canceled',
  'failed',
  'refunding',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a payment was made; `manual` is a payment of the earlier system, shown as a check. */
export const PAYMENT_METHODS = ['card', 'us_bank_account', 'check', 'manual'] as const;
export type PaymentMethodStored = (typeof PAYMENT_METHODS)[number];

/** The methods an owner pays by online, through the payment provider. */
export const ONLINE_PAYMENT_METHODS = [
  'card',
  'us_bank_account',
] as const satisfies readonly PaymentMethodStored[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** The methods a payment record shows: the online ones and a check (a `manual` one included). */
export const SHOWN_PAYMENT_METHODS = [
  ...ONLINE_PAYMENT_METHODS,
  'check',
] as const satisfies readonly PaymentMethodStored[];
export type ShownPaymentMethod = (typeof SHOWN_PAYMENT_METHODS)[number];

/**
 * The states of a payment intent, named as Stripe names them (the sandbox provider keeps them in
 * its table). `processing` is a bank transfer on its way; `requires_payment_method` after an attempt
 * is a failure.
 */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** How often an invoice's late fee is charged again. */
export const LATE_FEE_PERIODS = ['day', 'month'] as const;
export type LateFeePeriod = (typeof LATE_FEE_PERIODS)[number];

/** What an invoice e-mail is: the invoice itself, or how to pay it by check. */
export const INVOICE_EMAIL_KINDS = ['invoice', 'check-instructions'] as const;
export type InvoiceEmailKind = (typeof INVOICE_EMAIL_KINDS)[number];

/** What became of an invoice e-mail. */
export const INVOICE_EMAIL_OUTCOMES = ['sending', 'sent', 'failed', 'no-recipient'] as const;
export type InvoiceEmailOutcome = (typeof INVOICE_EMAIL_OUTCOMES)[number];

/** The accounting services the portal connects to: QuickBooks Online, or the built-in sandbox ledger. */
export const ACCOUNTING_SERVICES = ['quickbooks', 'sandbox'] as const;
export type AccountingServiceKind = (typeof ACCOUNTING_SERVICES)[number];

/** Which of the accounting service's environments the connection is to. */
export const ACCOUNTING_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type AccountingEnvironment = (typeof ACCOUNTING_ENVIRONMENTS)[number];

/**
 * The stored connection's state: `needs_reconnection` once the service refused the refresh token;
 * `disconnected` (tokens wiped) keeps which company the portal's accounting ids belong to.
 */
export const ACCOUNTING_CONNECTION_STATES = ['connected', 'needs_reconnection', 'disconnected'] as const;
export type AccountingConnectionState = (typeof ACCOUNTING_CONNECTION_STATES)[number];

/** What one sync attempt of an invoice did. */
export const ACCOUNTING_SYNC_OUTCOMES = ['synced', 'failed'] as const;
export type AccountingSyncOutcome = (typeof ACCOUNTING_SYNC_OUTCOMES)[number];

/** The records the sandbox ledger keeps, named as QuickBooks names them. */
export const SANDBOX_LEDGER_ENTITIES = ['Customer', 'Item', 'Invoice', 'Payment'] as const;
export type SandboxLedgerEntity = (typeof SANDBOX_LEDGER_ENTITIES)[number];

/** A well's status as the district records it. */
export const WELL_STATUSES = ['Active', 'Inactive'] as const;
export type WellStatus = (typeof WELL_STATUSES)[number];

/** The calls that take a request key; a key is good for one of them. */
export const KEYED_OPERATIONS = [
  'send-invoice-email',
  'send-check-instructions',
  'add-adjustment',
  'create-client',
  'add-user',
  'save-well',
  'save-parish',
  'save-aquifer',
  'save-well-use-category',
  'save-well-use',
  'save-meter',
  'install-meter',
  'submit-reading',
  'save-permit',
  'save-district-cut',
  'save-rate',
  'save-billing-terms',
  'save-monitoring-well',
  'save-measurement',
] as const;
export type KeyedOperation = (typeof KEYED_OPERATIONS)[number];

/** The unit a meter's register counts: gallons, thousands of gallons, cubic feet or acre-feet. */
export const METER_UNITS = ['gallons', 'kgal', 'cubicFeet', 'acreFeet'] as const;
export type MeterUnit = (typeof METER_UNITS)[number];

/** A meter's state in the district's register. */
export const METER_STATUSES = ['active', 'broken', 'retired'] as const;
export type MeterStatus = (typeof METER_STATUSES)[number];

/** Where a meter reading came from: the well's owner, staff, a staff audit visit, or a file of readings. */
export const READING_SOURCES = ['owner', 'staff', 'staff_audit', 'file'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/** A reading's state: accepted into pumpage, held for staff review, or rejected by staff. */
export const READING_STATES = ['accepted', 'pending', 'rejected'] as const;
export type ReadingState = (typeof READING_STATES)[number];

/** Where a day's pumpage came from: an uploaded file or form (the default), or meter readings. */
export const PUMPAGE_SOURCES = ['file', 'reading'] as const;
export type PumpageSource = (typeof PUMPAGE_SOURCES)[number];

/** How often each well owes a pumpage report under the district's reporting calendar. */
export const REPORTING_FREQUENCIES = ['monthly', 'quarterly'] as const;
export type ReportingFrequency = (typeof REPORTING_FREQUENCIES)[number];

/**
 * A reporting reminder: before the due date, the first one after it, and the weekly ones while the
 * report stays missing (numbered by their `sequence`).
 */
export const REMINDER_KINDS = ['due-soon', 'overdue', 'still-overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * What became of a reminder: `sending` is claimed and on its way (never sent again, even if the
 * sender stopped), `failed` is retried by the next run, `cancelled` found every report made before
 * a retry, `no-recipient` had no address to go to.
 */
export const REMINDER_OUTCOMES = ['sending', 'sent', 'failed', 'cancelled', 'no-recipient'] as const;
export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

/**
 * What a permit alert is about: the year's use reaching 80% or 100% of the permitted volume, the
 * projection first saying the well will cross 100% before the year ends, or a day above the permit's
 * maximum daily rate (staff only).
 */
export const PERMIT_ALERT_KINDS = ['use-80', 'use-100', 'projected', 'daily-rate'] as const;
export type PermitAlertKind = (typeof PERMIT_ALERT_KINDS)[number];

/**
 * What became of an alert or a cut's notice: as a reminder's, `sending` is claimed and never sent
 * again, `failed` is retried by the next check, `no-recipient` had no address to go to.
 */
export const NOTICE_OUTCOMES = ['sending', 'sent', 'failed', 'no-recipient'] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

/**
 * What an agency's API key may read under `/api/public/v1/`: the well registry, the monthly
 * pumpage, and the water levels of the monitoring wells.
 */
export const API_KEY_SCOPES = ['wells', 'pumpage', 'levels'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * What a monitoring-well measurement measures: depth to water below land surface (feet), the
 * water level's altitude above the well's datum (feet), chloride (mg/L) or specific conductance
 * (microsiemens per centimetre at 25 °C).
 */
export const MEASUREMENT_PARAMETERS = [
  'depth-to-water',
  'level-altitude',
  'chloride',
  'specific-conductance',
] as const;
export type MeasurementParameter = (typeof MEASUREMENT_PARAMETERS)[number];

/**
 * Where a measurement came from: entered by staff, or read from a file in one of the USGS formats
 * (the legacy service's RDB, the Water Data OGC API's field-measurements JSON, the water-quality
 * service's CSV), or fetched from the USGS by the nightly job.
 */
export const MEASUREMENT_SOURCES = ['manual', 'rdb', 'ogc-json', 'water-quality-csv', 'usgs-fetch'] as const;
export type MeasurementSource = (typeof MEASUREMENT_SOURCES)[number];

/** The vertical datums a land-surface altitude is given in. */
export const ALTITUDE_DATUMS = ['NAVD88', 'NGVD29', 'LMSL'] as const;
export type AltitudeDatum = (typeof ALTITUDE_DATUMS)[number];

/** What a monitoring alert is about: a water level below the well's threshold, chloride above its own. */
export const MONITORING_ALERT_KINDS = ['level', 'chloride'] as const;
export type MonitoringAlertKind = (typeof MONITORING_ALERT_KINDS)[number];
