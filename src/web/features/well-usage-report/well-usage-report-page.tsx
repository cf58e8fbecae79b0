import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { WellUsageReportQuery } from '../../../shared/contracts/well-usage-report';
import { isStaff } from '../../../shared/rules/access';
import { DataAsOfNote } from '../../components/data-as-of-note';
import { PageHeader } from '../../components/page-header';
import { downloadWhenReady } from '../../lib/download';
import { useSession } from '../../lib/session';
import { useReportClients, useWellUsageReport } from './api';
import { ReportBody } from './report-body';
import { wellUsageReportCsv, wellUsageReportFileName } from './report-csv';
import { ReportFilterForm, type ReportFilterValues } from './report-filter-form';

function wellIdFrom(params: URLSearchParams): number | null {
  const wellId = Number(params.get('wellId'));
  return Number.isSafeInteger(wellId) && wellId > 0 ? wellId : null;
}

/**
 * /well/well-usage-report and /client/well/well-usage-report: per well of a client, a year's months,
 * quarters as billed and days without data (docs/decisions/0016). `?wellId=` opens one well's report.
 */
export default function WellUsageReportPage() {
  const session = useSession();
  const staff = isStaff(session?.accessLevel ?? 0);
  const ownClients = session?.clientIds ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  // A linked well brings its own client (the server finds it); otherwise an owner starts on their first.
  const [initial] = useState<ReportFilterValues>(() => {
    const wellId = wellIdFrom(searchParams);
    const clientId = staff || wellId !== null ? null : (ownClients[0] ?? null);
    return { clientId, wellId, year: null };
  });
  const [request, setRequest] = useState<WellUsageReportQuery | null>(() =>
    initial.clientId === null && initial.wellId === null ? null : initial,
  );
  const clients = useReportClients();
  const clientOptions = useMemo(
    () => (clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
    [clients.data],
  );
  const report = useWellUsageReport(request);
  const data = report.data;
  const resolved = useMemo(
    () => (data ? { clientId: data.clientId, wellId: data.wellId, year: data.year } : undefined),
    [data],
  );

  const show = (next: WellUsageReportQuery) => {
    setRequest(next);
    setSearchParams(next.wellId === null ? {} : { wellId: String(next.wellId) }, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Well Usage Report"
        subtitle="Monthly and quarterly pumpage per well, what each quarter bills, and the days without data."
        actions={
          <Button
            variant="outlined"
            disabled={!data || data.wells.length === 0}
            onClick={() =>
              data && void downloadWhenReady(wellUsageReportCsv(data), wellUsageReportFileName(data))
            }
          >
            Download CSV
          </Button>
        }
      />
      <ReportFilterForm
        initial={initial}
        resolved={resolved}
        clients={clientOptions}
        showClientPicker={staff || ownClients.length > 1}
        onSubmit={show}
      />
      <DataAsOfNote asOf={data?.dataAsOf} />
      <ReportBody report={report} hasRequest={request !== null} />
    </>
  );
}
