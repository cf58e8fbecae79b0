// What the app and the read API use of the public data: its routes, the cached summary the read
// API publishes, the cache of public answers the app starts and stops, and what a published well
// and a published monitoring well are.
export { getPublicSummary } from './public-answers';
export { PublicAnswerCache, publicAnswerBytes, type PublicAnswer } from './public-answer-cache';
export { registerPublicDataRoutes } from './routes';
export {
  PUBLIC_WELL_FIELDS,
  PUBLIC_WELL_PROPERTIES,
  publishedWellConditions,
  publishedWellPageJsonSql,
  WELL_EXEMPT,
  WELL_NUMBER_ORDER,
  WELL_REFERENCE_JOINS,
  type ReferenceNames,
} from './published-well-sql';
export {
  MEASUREMENT_ORDER,
  MEASUREMENT_WELL_JOINS,
  MONITORING_WELL_NAME_ORDER,
  PUBLIC_MEASUREMENT_FIELDS,
  PUBLISHED_MEASUREMENTS_FROM,
  PUBLISHED_MONITORING_WELL,
} from './published-monitoring-well-sql';
