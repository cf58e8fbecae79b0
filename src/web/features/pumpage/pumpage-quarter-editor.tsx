import Button from '@mui/material/Button';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { quarterOfMonth } from '../../../shared/rules/quarters';
import { DialogLoading } from '../../components/dialog-on-demand';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import type { QuarterTarget } from './pumpage-quarter-dialog';

// The form and its libraries download the first time a row's Edit quarter is pressed.
const PumpageQuarterDialog = lazyOnDemand(() =>
  import('./pumpage-quarter-dialog').then((module) => ({ default: module.PumpageQuarterDialog })),
);

/** The well and quarter of a daily row: the quarter its date falls in. */
export function quarterTargetOf(row: WellPumpageRow): QuarterTarget {
  return {
    pumpageId: row.id,
    wellNumber: row.wellNumber,
    year: Number(row.date.slice(0, 4)),
    quarter: quarterOfMonth(Number(row.date.slice(5, 7))),
  };
}

/**
 * Staff's Edit quarter on each row of the pumpage table: the row action, and the update form of
 * the row's well and quarter while it is open (rendered anywhere: the dialog sits over the page).
 */
export function useQuarterEditor(enabled: boolean): {
  renderRowActions: ((row: WellPumpageRow) => ReactNode) | undefined;
  dialog: ReactNode;
} {
  const [editing, setEditing] = useState<QuarterTarget | null>(null);
  const renderRowActions = useCallback((row: WellPumpageRow) => {
    const target = quarterTargetOf(row);
    return (
      <Button
        size="small"
        onClick={() => setEditing(target)}
        aria-label={`Edit quarter ${target.year} Q${target.quarter} of well ${target.wellNumber}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Edit quarter
      </Button>
    );
  }, []);
  return {
    renderRowActions: enabled ? renderRowActions : undefined,
    dialog: editing && (
      <Suspense fallback={<DialogLoading />}>
        <PumpageQuarterDialog target={editing} onClose={() => setEditing(null)} />
      </Suspense>
    ),
  };
}
