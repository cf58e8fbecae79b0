import { errorResponseSchema } from '../../../shared/contracts/common';
import { clientIdQuerySchema } from '../../../shared/contracts/clients';
import {
  chartResponseSchema,
  clientWellsResponseSchema,
  currentYearInvoicesResponseSchema,
  dailyPumpageRequestSchema,
  dailyPumpageResponseSchema,
} from '../../../shared/contracts/dashboard';
import { chartFilterSchema } from '../../../shared/contracts/wells';
import { ACCESS, DASHBOARD_WIDGETS_MIN_LEVEL } from '../../../shared/rules/access';
import { requireCaller } from '../../plugins/access-guard';
import type { ApiInstance, AppContext } from '../context';
import { getCurrentYearInvoices } from './get-current-year-invoices';
import { getDailyWellPumpageData } from './get-daily-well-pumpage-data';
import { getPumpageVolumesForChart } from './get-pumpage-volumes-for-chart';
import { listClientWells } from './list-client-wells';

const tags = ['Dashboard'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The dashboard's calls: usage chart, current-year invoices and the daily volume widget. */
export function registerDashboardRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/GetPumpageVolumesForChart',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: { tags, body: chartFilterSchema, response: { 200: chartResponseSchema, ...errors } },
    },
    (request) => getPumpageVolumesForChart(context, requireCaller(request), request.body),
  );

  app.get(
    '/api/GetCurrentYearInvoices',
    {
      config: { access: { minLevel: DASHBOARD_WIDGETS_MIN_LEVEL } },
      schema: {
        tags,
        querystring: clientIdQuerySchema,
        response: { 200: currentYearInvoicesResponseSchema, ...errors },
      },
    },
    (request) => getCurrentYearInvoices(context, requireCaller(request), request.query),
  );

  app.post(
    '/api/GetDailyWellPumpageData',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description: 'Without startDate and endDate: the 7 days ending yesterday (district time).',
        body: dailyPumpageRequestSchema,
        response: { 200: dailyPumpageResponseSchema, ...errors },
      },
    },
    (request) => getDailyWellPumpageData(context, requireCaller(request), request.body),
  );

  app.get(
    '/api/Dashboard/GetClientWells',
    {
      config: { access: { minLevel: ACCESS.ownerDashboard } },
      schema: {
        tags,
        description: 'Not in the spec: the wells of one client for the Daily Volume well picker.',
        querystring: clientIdQuerySchema,
        response: { 200: clientWellsResponseSchema, ...errors },
      },
    },
    (request) => listClientWells(context, requireCaller(request), request.query),
  );
}
