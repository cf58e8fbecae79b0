import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { downloadWhenReady } from '../../lib/download';
import { DeletePumpageButton } from './delete-pumpage-button';
import { pumpageCsv, pumpageCsvFileName } from './pumpage-csv';
import { SelectAllProgress } from './select-all-progress';
import type { SelectAllProgress as Progress } from './use-select-all';

interface PumpageToolbarProps {
  selected: WellPumpageRow[];
  totalCount: number;
  canDelete: boolean;
  selectAllProgress: Progress | null;
  onSelectAll: () => void;
  onCancelSelectAll: () => void;
  onClearSelection: () => void;
  /** Further actions, e.g. Upload. */
  children?: ReactNode;
}

/** Select All, the selection count, Download CSV and Delete selected above the pumpage table. */
export function PumpageToolbar(props: PumpageToolbarProps) {
  const { selected, totalCount, canDelete, selectAllProgress } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {selectAllProgress ? (
        <SelectAllProgress progress={selectAllProgress} onCancel={props.onCancelSelectAll} />
      ) : (
        <Button variant="outlined" disabled={totalCount === 0} onClick={props.onSelectAll}>
          Select All
        </Button>
      )}
      <Typography variant="body2" aria-live="polite">
        {selected.length.toLocaleString('en-US')} selected
      </Typography>
      {selected.length > 0 && <Button onClick={props.onClearSelection}>Clear selection</Button>}
      <Button
        disabled={selected.length === 0}
        onClick={() => void downloadWhenReady(pumpageCsv(selected), pumpageCsvFileName(new Date()))}
      >
        Download CSV
      </Button>
      {canDelete && (
        <DeletePumpageButton ids={selected.map((row) => row.id)} onDeleted={props.onClearSelection} />
      )}
      {props.children}
    </Stack>
  );
}
