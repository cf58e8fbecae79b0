import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AquiferComparisonQuery } from '../../../shared/contracts/monitoring-wells';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { PlainSelect } from '../../components/plain-select/plain-select';
import { errorMessage } from '../../lib/api';
import { useAquiferList } from '../../lib/lookups';
import { useAquiferComparison } from './monitoring-wells-api';
import { MONITORING_WELLS_PATH } from './routes';

const ComparisonChart = lazy(() => import('../../components/level-charts/comparison-chart'));

export const COMPARE_TITLE = 'Compare an aquifer';
export const CHOOSE_AQUIFER = 'Choose an aquifer to compare its monitoring wells with its pumpage.';
export const NOTHING_TO_COMPARE = 'This aquifer has no monitoring-well levels or pumpage in these years.';

interface Years {
  fromYear: string;
  toYear: string;
}

/** The years typed, checked: four digits each, the first not after the last. Null when fine. */
export function yearsProblem({ fromYear, toYear }: Years): { field: keyof Years; message: string } | null {
  const bad = (text: string) => text !== '' && !/^(19|2[01])\d\d$/.test(text);
  if (bad(fromYear)) return { field: 'fromYear', message: 'From year must be a year such as 2015' };
  if (bad(toYear)) return { field: 'toYear', message: 'To year must be a year such as 2025' };
  if (fromYear !== '' && toYear !== '' && Number(fromYear) > Number(toYear)) {
    return { field: 'toYear', message: 'To year cannot be before the from year' };
  }
  return null;
}

/**
 * /monitoring-wells/compare: an aquifer's monitoring wells, month by month, above the aquifer's
 * monthly pumpage, for the years chosen (all of them when left empty).
 */
export default function ComparePage() {
  const aquifers = useAquiferList();
  const [aquiferId, setAquiferId] = useState<number | undefined>(undefined);
  const [years, setYears] = useState<Years>({ fromYear: '', toYear: '' });
  const [query, setQuery] = useState<AquiferComparisonQuery | null>(null);
  const comparison = useAquiferComparison(query);
  const problem = yearsProblem(years);

  const show = (event: FormEvent) => {
    event.preventDefault();
    if (aquiferId === undefined || problem) return;
    setQuery({
      aquiferId,
      ...(years.fromYear ? { fromYear: Number(years.fromYear) } : {}),
      ...(years.toYear ? { toYear: Number(years.toYear) } : {}),
    });
  };
  const yearField = (field: keyof Years, label: string) => (
    <TextField
      label={label}
      value={years[field]}
      onChange={(event) => setYears({ ...years, [field]: event.target.value.trim() })}
      error={problem?.field === field}
      helperText={problem?.field === field ? problem.message : 'Optional'}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      sx={{ width: { xs: '100%', sm: '10rem' } }}
    />
  );

  return (
    <>
      <PageHeader
        title={COMPARE_TITLE}
        subtitle={
          <>
            What the pumping does to the water: monthly mean depth of each monitoring well above the aquifer's
            pumpage.{' '}
            <Link component={RouterLink} to={MONITORING_WELLS_PATH}>
              All monitoring wells
            </Link>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          component="form"
          aria-label="Comparison"
          noValidate
          onSubmit={show}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <PlainSelect
            label="Aquifer"
            value={aquiferId}
            options={(aquifers.data ?? []).map((aquifer) => ({ value: aquifer.id, label: aquifer.name }))}
            onChange={setAquiferId}
            disabled={aquifers.isPending}
            minWidth={240}
          />
          {yearField('fromYear', 'From year')}
          {yearField('toYear', 'To year')}
          <Button type="submit" variant="contained" disabled={aquiferId === undefined} sx={{ mt: { sm: 1 } }}>
            Show
          </Button>
        </Stack>
      </Paper>
      {aquifers.isError && <Alert severity="error">{errorMessage(aquifers.error)}</Alert>}
      <ComparisonResult query={query} comparison={comparison} />
    </>
  );
}

function ComparisonResult({
  query,
  comparison,
}: {
  query: AquiferComparisonQuery | null;
  comparison: ReturnType<typeof useAquiferComparison>;
}) {
  if (query === null) return <Alert severity="info">{CHOOSE_AQUIFER}</Alert>;
  if (comparison.isPending) return <PageLoader label="Loading the comparison" />;
  if (comparison.isError) return <Alert severity="error">{errorMessage(comparison.error)}</Alert>;
  const { wells, pumpage, aquiferName } = comparison.data;
  const hasLevels = wells.some((well) => well.months.length > 0);
  if (!hasLevels && pumpage.length === 0) return <Alert severity="info">{NOTHING_TO_COMPARE}</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`${aquiferName} comparison`}>
      <Suspense fallback={<PageLoader label="Loading the chart" />}>
        <ComparisonChart aquiferName={aquiferName} wells={wells} pumpage={pumpage} />
      </Suspense>
    </Paper>
  );
}
