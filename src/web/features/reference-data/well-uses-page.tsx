import type { TableColumn } from '../../components/data-table/data-table';
import type { WellUse } from '../../../shared/contracts/reference-data';
import { WELL_USE_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import { ReferenceListPage } from './reference-list-page';

const columns: TableColumn<WellUse>[] = [
  { accessorKey: 'wellUseId', header: 'Well-Use ID', sortingFn: 'alphanumeric' },
  { id: 'description', header: 'Description', accessorFn: (row) => row.description ?? '' },
  { id: 'category', header: 'Category', accessorFn: (row) => row.wellUseCategory?.description ?? '' },
  { id: 'classification', header: 'Classification', accessorFn: (row) => row.classification ?? '' },
];

/** /well-usage: the well-use list. */
export default function WellUsesPage() {
  return (
    <ReferenceListPage<WellUse>
      title="Well-Usage"
      resource={WELL_USE_RESOURCE}
      columns={columns}
      newLabel="New Well Use"
      newPath={REFERENCE_PATHS.newWellUse}
      editPath={REFERENCE_PATHS.editWellUse}
      describeRow={(wellUse) => wellUse.wellUseId}
      emptyText="No well uses yet."
      initialSort={{ id: 'wellUseId' }}
    />
  );
}
