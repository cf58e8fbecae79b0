// What the rest of the server uses of the pumpage upload: its routes, and the bounded reading of an
// upload's rows (CSV or XLSX, with their line numbers), for other files of rows.
export { registerPumpageUploadRoutes } from './routes';
export { CsvSyntaxError, readCsvRows, type FileRow } from './csv-rows';
export { isXlsxFileName, readXlsxRows } from './file-rows';
export { parseUploadDate } from './pumpage-values';
export { UNREADABLE_WORKBOOK } from './xlsx-zip';
