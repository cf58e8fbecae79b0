import type { TableColumn } from '../../components/data-table/data-table';
import type { Aquifer } from '../../../shared/contracts/reference-data';
import { AQUIFER_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import { activeColumn, ReferenceListPage } from './reference-list-page';

// Codes such as '400' and '1000' sort as numbers, whatever the number of rows.
const columns: TableColumn<Aquifer>[] = [
  { accessorKey: 'aquiferId', header: 'Aquifer Id', sortingFn: 'alphanumeric' },
  { accessorKey: 'name', header: 'Name' },
  activeColumn<Aquifer>(),
];

/** /management/aquifers */
export default function AquifersPage() {
  return (
    <ReferenceListPage<Aquifer>
      title="Aquifers"
      resource={AQUIFER_RESOURCE}
      columns={columns}
      newLabel="New Aquifer"
      newPath={REFERENCE_PATHS.newAquifer}
      editPath={REFERENCE_PATHS.editAquifer}
      describeRow={(aquifer) => `${aquifer.aquiferId} ${aquifer.name}`}
      emptyText="No aquifers yet."
      initialSort={{ id: 'aquiferId' }}
    />
  );
}
