// What other modules and the app use of the district: its routes, its profile and its logo (the
// letterhead of invoices and receipts), and the mailer whose replies reach its office.
export { districtLogoDataUrl } from './district-logo';
export { getDistrictProfile } from './district-profile';
export { registerDistrictRoutes } from './routes';
export { replyToDistrict } from './reply-to-district';
