import {
  MEASUREMENT_PARAMETER_LABELS,
  MEASUREMENT_SOURCE_LABELS,
  MONITORING_ALERT_KIND_LABELS,
  type Measurement,
  type MonitoringAlert,
} from '../../../shared/contracts/monitoring-wells';
import { formatDay } from '../../../shared/format';
import { MEASUREMENT_PARAMETERS, type NoticeOutcome } from '../../../shared/states';
import type { TableColumn } from '../../components/data-table/data-table';
import { orDash, valueText } from './monitoring-well-text';

const byText = { sortingFn: 'text' } as const;
const right = { align: 'right' } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

/** A well's measurements: every column sorts; parameter, status and source filter by choice. */
export function measurementColumns(): TableColumn<Measurement>[] {
  return [
    {
      id: 'measuredOn',
      header: 'Date',
      // The time breaks ties, so a day's measurements keep their order.
      accessorFn: (row) => `${row.measuredOn} ${row.measuredAt ?? ''}`,
      ...byText,
      cell: ({ row }) => <span style={noWrap}>{formatDay(row.original.measuredOn)}</span>,
    },
    { id: 'measuredAt', header: 'Time', accessorFn: (row) => row.measuredAt ?? '', ...byText },
    {
      id: 'parameter',
      header: 'Parameter',
      accessorFn: (row) => MEASUREMENT_PARAMETER_LABELS[row.parameter],
      meta: {
        filterVariant: 'select',
        filterSelectOptions: MEASUREMENT_PARAMETERS.map(
          (parameter) => MEASUREMENT_PARAMETER_LABELS[parameter],
        ),
      },
    },
    {
      id: 'value',
      header: 'Value',
      accessorFn: (row) => row.value ?? undefined,
      sortUndefined: 'first',
      cell: ({ row }) => <span style={noWrap}>{valueText(row.original)}</span>,
      meta: right,
    },
    {
      id: 'depthFeet',
      header: 'Depth (ft)',
      accessorFn: (row) => row.depthFeet ?? undefined,
      sortUndefined: 'first',
      cell: ({ row }) => orDash(row.original.depthFeet),
      meta: right,
    },
    { id: 'qualifiers', header: 'Qualifiers', accessorFn: (row) => row.qualifiers.join(', ') },
    { id: 'method', header: 'Method', accessorFn: (row) => row.method ?? '' },
    { id: 'measuredBy', header: 'Measured by', accessorFn: (row) => row.measuredBy ?? '' },
    {
      id: 'approved',
      header: 'Status',
      accessorFn: (row) => (row.approved ? 'Approved' : 'Provisional'),
      meta: { filterVariant: 'select', filterSelectOptions: ['Approved', 'Provisional'] },
    },
    {
      id: 'source',
      header: 'Source',
      accessorFn: (row) => MEASUREMENT_SOURCE_LABELS[row.source],
    },
  ];
}

const OUTCOME_LABELS: Readonly<Record<NoticeOutcome, string>> = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  'no-recipient': 'No address',
};

/** The alerts a well's measurements raised. */
export function alertColumns(): TableColumn<MonitoringAlert>[] {
  return [
    { id: 'kind', header: 'Kind', accessorFn: (row) => MONITORING_ALERT_KIND_LABELS[row.kind] },
    {
      id: 'measuredOn',
      header: 'Day',
      accessorFn: (row) => row.measuredOn,
      ...byText,
      cell: ({ row }) => formatDay(row.original.measuredOn),
    },
    { id: 'value', header: 'Value', accessorFn: (row) => row.value, meta: right },
    { id: 'threshold', header: 'Threshold', accessorFn: (row) => row.threshold, meta: right },
    { id: 'outcome', header: 'Outcome', accessorFn: (row) => OUTCOME_LABELS[row.outcome] },
    { id: 'recipients', header: 'Sent to', accessorFn: (row) => row.recipients },
  ];
}
