export * from './users';
export * from './clients';
export * from './reference';
export * from './wells';
export * from './invoices';
export * from './system';
export * from './accounting';
export * from './meters';
