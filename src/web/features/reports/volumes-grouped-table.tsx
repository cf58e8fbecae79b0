import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { VolumeGroup } from '../../../shared/contracts/volume-reports';
import { formatKgal, groupKey, groupTitle, WELL_COLUMNS, type GroupField } from './volumes-columns';

interface VolumesGroupedTableProps {
  label: string;
  groupFields: readonly GroupField[];
  groups: VolumeGroup[];
  pageNumber: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (pageNumber: number) => void;
}

function cellText(value: string | number | null, isNumber = false): string {
  if (isNumber) return formatKgal(typeof value === 'number' ? value : null);
  return value === null ? '' : String(value);
}

/** One body per group: a header row with the group's total, its wells beneath; paged by group. */
export function VolumesGroupedTable(props: VolumesGroupedTableProps) {
  const { label, groupFields, groups, pageNumber, pageSize, totalRecords, onPageChange } = props;
  const lastColumn = WELL_COLUMNS.length - 1;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {WELL_COLUMNS.map((column) => (
                <TableCell key={column.header} align={column.isNumber ? 'right' : 'left'}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          {groups.map((group) => (
            <TableBody key={groupKey(group)}>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell component="th" scope="rowgroup" colSpan={lastColumn} sx={{ fontWeight: 600 }}>
                  {groupTitle(group, groupFields)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }} aria-label="Group total">
                  {formatKgal(group.totalPumpage)}
                </TableCell>
              </TableRow>
              {group.wellPumpageByVolumeItemsResources.map((well) => (
                <TableRow key={well.wellNumber}>
                  {WELL_COLUMNS.map((column) => (
                    <TableCell key={column.header} align={column.isNumber ? 'right' : 'left'}>
                      {cellText(column.value(well), column.isNumber)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalRecords}
        page={pageNumber - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        showFirstButton
        showLastButton
        onPageChange={(_event, page) => onPageChange(page + 1)}
        labelDisplayedRows={({ from, to, count }) => `Groups ${from}–${to} of ${count}`}
      />
    </>
  );
}
