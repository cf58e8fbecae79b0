import { useState } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { defaultPanelFilter, type PumpagePanelFilter } from './pumpage-filter-values';
import { PumpageFilterPanel } from './pumpage-filter-panel';
import { PumpageTable } from './pumpage-table';
import { PumpageUploadButton } from './pumpage-upload-button';

/** /well-pumpages: daily pumpage of the caller's wells, paged on the server. */
export default function WellPumpagesPage() {
  const session = useSession();
  const isStaff = (session?.accessLevel ?? 0) >= ACCESS.staff;
  const [panelFilter, setPanelFilter] = useState<PumpagePanelFilter>(() => defaultPanelFilter());
  return (
    <>
      <PageHeader title="Well Pumpage" />
      <PumpageFilterPanel applied={panelFilter} showClientFilter={isStaff} onSearch={setPanelFilter} />
      {/* A new search starts over: first page, no selection. */}
      <PumpageTable
        key={JSON.stringify(panelFilter)}
        panelFilter={panelFilter}
        canDelete={isStaff}
        toolbarExtra={<PumpageUploadButton />}
      />
    </>
  );
}
