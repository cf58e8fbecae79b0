import type { TableColumn } from '../../components/data-table/data-table';
import type { WellUseCategory } from '../../../shared/contracts/reference-data';
import { WELL_USE_CATEGORY_RESOURCE } from './api';
import { REFERENCE_PATHS } from './paths';
import { activeColumn, ReferenceListPage } from './reference-list-page';

const columns: TableColumn<WellUseCategory>[] = [
  { accessorKey: 'description', header: 'Description' },
  activeColumn<WellUseCategory>(),
];

/** /well-usage-categories */
export default function WellUseCategoriesPage() {
  return (
    <ReferenceListPage<WellUseCategory>
      title="Well Usage Categories"
      resource={WELL_USE_CATEGORY_RESOURCE}
      columns={columns}
      newLabel="New Category"
      newPath={REFERENCE_PATHS.newWellUseCategory}
      editPath={REFERENCE_PATHS.editWellUseCategory}
      describeRow={(category) => category.description}
      emptyText="No well-use categories yet."
      initialSort={{ id: 'description' }}
    />
  );
}
