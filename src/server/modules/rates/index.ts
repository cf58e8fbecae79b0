// What other modules and the app use of the rate schedule: its routes, the rates a quarter bills
// at, the terms an invoice is built with and the fees a payment pays on its day, and the notices' job.
export { adoptConfiguredSettings } from './adopt-settings';
export { runRateNoticeJob } from './rate-notice-job';
export { registerRateRoutes } from './routes';
export { invoiceTermsOn, paymentFeesOn, quarterRateSegments, scheduledRates } from './schedule';
