// What the rest of the server uses of reports: the compliance and volume report routes.
export { registerComplianceReportRoutes } from './compliance-routes';
export { registerVolumeReportRoutes } from './volume-routes';
export { buildXlsx, type XlsxCell, type XlsxSheet } from './xlsx-sheet';
export { XLSX_CONTENT_TYPE } from './compliance-workbook';
