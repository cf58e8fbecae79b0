import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataAsOfNote } from '../../components/data-as-of-note';
import { FeedbackAlert } from '../../components/feedback-alert';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { timestampedCsvName } from '../../lib/csv';
import { downloadText } from '../../lib/download';
import { fetchVolumeReport, useVolumeReport, type VolumeReportEndpoint } from './volumes-api';
import { formatKgal, type GroupField } from './volumes-columns';
import { volumesCsv } from './volumes-csv';
import { VolumesFilterPanel } from './volumes-filter-panel';
import { defaultVolumesFilter, volumesRequest, type VolumesFilter } from './volumes-filter-values';
import { VolumesGroupedTable } from './volumes-grouped-table';

export interface VolumesReportProps {
  title: string;
  subtitle: string;
  endpoint: VolumeReportEndpoint;
  /** Groups per page. */
  pageSize: number;
  /** What the groups have in common, in the order the server sorts them. */
  groupFields: readonly GroupField[];
  csvPrefix: string;
}

/** The page both volume reports share: filters, grand total, the grouped table and the CSV export. */
export function VolumesReportFrame({
  title,
  subtitle,
  endpoint,
  pageSize,
  groupFields,
  csvPrefix,
}: VolumesReportProps) {
  const toast = useToast();
  const [filter, setFilter] = useState<VolumesFilter>(() => defaultVolumesFilter());
  const [pageNumber, setPageNumber] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const request = volumesRequest(filter);
  const report = useVolumeReport(endpoint, { ...request, pageNumber, pageSize });
  const totals = report.data;

  const search = (next: VolumesFilter) => {
    setFilter(next);
    setPageNumber(1);
  };
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const all = await fetchVolumeReport(endpoint, { ...request, getAll: true });
      downloadText(
        await volumesCsv(all.data, groupFields, all.grandTotalPumpage),
        timestampedCsvName(csvPrefix, new Date()),
      );
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button
            variant="outlined"
            onClick={() => void exportCsv()}
            disabled={isExporting || !totals?.totalRecords}
          >
            {isExporting ? 'Preparing CSV…' : 'Download CSV'}
          </Button>
        }
      />
      <VolumesFilterPanel applied={filter} onSearch={search} />
      <FeedbackAlert
        feedback={report.isError ? { severity: 'error', message: errorMessage(report.error) } : null}
      />
      <DataAsOfNote asOf={totals?.dataAsOf} />
      <Paper variant="outlined">
        {report.isFetching && <LinearProgress aria-label="Loading report" />}
        {totals && totals.totalRecords > 0 && (
          <>
            <Typography sx={{ p: 2 }} aria-live="polite">
              Grand total: <strong>{formatKgal(totals.grandTotalPumpage)}</strong> thousand gallons in{' '}
              {totals.totalRecords} {totals.totalRecords === 1 ? 'group' : 'groups'}
            </Typography>
            <VolumesGroupedTable
              label={title}
              groupFields={groupFields}
              groups={totals.data}
              pageNumber={pageNumber}
              pageSize={pageSize}
              totalRecords={totals.totalRecords}
              onPageChange={setPageNumber}
            />
          </>
        )}
        {totals?.totalRecords === 0 && (
          <Typography sx={{ p: 2 }}>No pumpage was reported for these filters.</Typography>
        )}
        {report.isPending && <Typography sx={{ p: 2 }}>Loading report…</Typography>}
      </Paper>
    </>
  );
}
