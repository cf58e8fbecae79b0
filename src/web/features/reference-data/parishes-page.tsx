import type { TableColumn } from '../../components/data-table/data-table';
import type { Parish } from '../../../shared/contracts/reference-data';
import { PARISH_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import { ReferenceListPage } from './reference-list-page';

const columns: TableColumn<Parish>[] = [
  { accessorKey: 'parishId', header: 'Parish Id', sortingFn: 'alphanumeric' },
  { accessorKey: 'name', header: 'Parish' },
];

/** /management/parishes */
export default function ParishesPage() {
  return (
    <ReferenceListPage<Parish>
      title="Parishes"
      resource={PARISH_RESOURCE}
      columns={columns}
      newLabel="New Parish"
      newPath={REFERENCE_PATHS.newParish}
      editPath={REFERENCE_PATHS.editParish}
      describeRow={(parish) => `${parish.parishId} ${parish.name}`}
      emptyText="No parishes yet."
      initialSort={{ id: 'parishId' }}
    />
  );
}
