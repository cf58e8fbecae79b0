import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, useMemo, useState } from 'react';
import {
  METER_STATUS_LABELS,
  METER_TEST_STATES,
  type Meter,
  type MeterListQuery,
  type MeterTestState,
} from '../../../shared/contracts/meters';
import { METER_STATUSES, type MeterStatus } from '../../../shared/states';
import { DataTable } from '../../components/data-table/data-table';
import { DialogLoading } from '../../components/dialog-on-demand';
import { useMeters } from '../../lib/meter-queries';
import { PageHeader } from '../../components/page-header';
import { queryTableState } from '../../components/query-table-state';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { METER_COLUMNS } from './meter-columns';
import { METER_TEST_STATE_LABELS } from './meter-labels';

// The meter form (react-hook-form, the contract's schema and zod with it) downloads when it first opens.
const MeterDialog = lazyOnDemand(() =>
  import('./meter-dialog').then((module) => ({ default: module.MeterDialog })),
);

const ANY = 'any';

/** null: the dialog is closed; 'new': New Meter; a meter: Edit Meter. */
type Editing = Meter | 'new' | null;

/**
 * /management/meters: the district's meters with their register, status, accuracy test and the
 * well each is on; filtered by status and test state (on the server) and by serial number, sorted
 * by any column; New Meter and Edit open the meter form.
 */
export default function MetersPage() {
  const [status, setStatus] = useState<MeterStatus | typeof ANY>(ANY);
  const [testState, setTestState] = useState<MeterTestState | typeof ANY>(ANY);
  const [serial, setSerial] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const query: MeterListQuery = {
    ...(status === ANY ? {} : { status }),
    ...(testState === ANY ? {} : { testState }),
  };
  const meters = useMeters(query);
  const search = serial.trim().toLowerCase();
  const rows = useMemo(
    () => meters.data?.filter((meter) => meter.serialNumber.toLowerCase().includes(search)),
    [meters.data, search],
  );
  const isFiltered = status !== ANY || testState !== ANY || search !== '';

  return (
    <>
      <PageHeader title="Meters" subtitle="Flow meters, their accuracy tests and the wells they are on." />
      {saved && (
        <Alert severity="success" onClose={() => setSaved(null)} sx={{ mb: 2 }}>
          {saved}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label="Meter filters"
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField
            label="Serial number"
            type="search"
            size="small"
            value={serial}
            onChange={(event) => setSerial(event.target.value)}
            sx={{ minWidth: 220 }}
          />
          <TextField
            select
            label="Status"
            size="small"
            value={status}
            onChange={(event) => setStatus(event.target.value as MeterStatus | typeof ANY)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ANY}>Any status</MenuItem>
            {METER_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {METER_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Accuracy test"
            size="small"
            value={testState}
            onChange={(event) => setTestState(event.target.value as MeterTestState | typeof ANY)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value={ANY}>Any test state</MenuItem>
            {METER_TEST_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {METER_TEST_STATE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {isFiltered && (
            <Button
              onClick={() => {
                setStatus(ANY);
                setTestState(ANY);
                setSerial('');
              }}
            >
              Clear filters
            </Button>
          )}
        </Stack>
      </Paper>
      <DataTable<Meter>
        label="Meters"
        columns={METER_COLUMNS}
        data={rows}
        {...queryTableState(meters, { loading: 'isPending', refreshing: true })}
        emptyText={
          isFiltered ? 'No meters match these filters.' : 'No meters yet: add the first with New Meter.'
        }
        getRowId={(row) => String(row.id)}
        initialSort={{ id: 'serialNumber' }}
        options={{ enableGlobalFilter: false }}
        renderRowActions={(row) => (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Edit meter ${row.serialNumber}`}
            onClick={() => setEditing(row)}
          >
            Edit
          </Button>
        )}
        toolbarActions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New Meter
          </Button>
        }
      />
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <MeterDialog
            meter={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={setSaved}
          />
        </Suspense>
      )}
    </>
  );
}
