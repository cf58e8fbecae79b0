import Button from '@mui/material/Button';
import { Suspense, useMemo, useState } from 'react';
import type { ApiKeyRow } from '../../../shared/contracts/api-keys';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { DataTable } from '../../components/data-table/data-table';
import { DialogLoading } from '../../components/dialog-on-demand';
import { PageHeader } from '../../components/page-header';
import { queryTableState } from '../../components/query-table-state';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useWideScreen } from '../../lib/use-wide-screen';
import { narrowKeyColumns, wideKeyColumns } from './api-key-columns';
import { useApiKeys, useRevokeApiKey } from './api-keys-api';
import { keyName, keyStanding } from './api-keys-text';

// The form (react-hook-form, the contract's schema and zod with it) downloads when first opened.
const CreateApiKeyDialog = lazyOnDemand(() =>
  import('./create-api-key-dialog').then((module) => ({ default: module.CreateApiKeyDialog })),
);

export const API_KEYS_TITLE = 'API Keys';
export const NO_API_KEYS = 'No API key has been created yet.';
export const REVOKE_TITLE = 'Revoke API key';

/** Newest first, as the server answers them. */
const NEWEST_FIRST = { id: 'createdAt', desc: true } as const;
/** A handful of keys: no column filters; the search finds a name or prefix. */
const LIST_OPTIONS = { enableColumnFilters: false } as const;

export function revokeQuestion(key: Pick<ApiKeyRow, 'name' | 'prefix'>): string {
  return (
    `Revoke the key ${keyName(key)}? Every call with it is refused from now on, on every instance. ` +
    'A revoked key cannot be used again; the agency needs a new one.'
  );
}

/**
 * /management/api-keys: the Admin's keys for other agencies to read the public API. The list says
 * what each key may read, until when, and when it was last used; Create key shows the new key once,
 * Revoke (after asking) stops it at once.
 */
export default function ApiKeysPage() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const toast = useToast();
  const isWide = useWideScreen();
  const [isCreating, setIsCreating] = useState(false);
  // The key asked about stays while the confirmation closes, so its text does not vanish.
  const [asked, setAsked] = useState<ApiKeyRow | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const columns = useMemo(() => (isWide ? wideKeyColumns() : narrowKeyColumns()), [isWide]);

  const confirmRevoke = async (key: ApiKeyRow) => {
    try {
      const answer = await revoke.mutateAsync(key.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsAsking(false);
    }
  };

  return (
    <>
      <PageHeader
        title={API_KEYS_TITLE}
        subtitle="Keys for other agencies to read the district's published wells and pumpage through the public API"
      />
      <DataTable<ApiKeyRow>
        label="API keys"
        columns={columns}
        data={keys.data?.data}
        {...queryTableState(keys, { refreshing: true })}
        emptyText={NO_API_KEYS}
        getRowId={(key) => String(key.id)}
        initialSort={NEWEST_FIRST}
        pageSize={25}
        toolbarActions={
          <Button variant="contained" onClick={() => setIsCreating(true)}>
            Create key
          </Button>
        }
        renderRowActions={(key) =>
          keyStanding(key) === 'active' && (
            <Button
              size="small"
              variant="outlined"
              color="warning"
              aria-label={`Revoke the key ${keyName(key)}`}
              onClick={() => {
                setAsked(key);
                setIsAsking(true);
              }}
            >
              Revoke
            </Button>
          )
        }
        options={LIST_OPTIONS}
      />
      {isCreating && (
        <Suspense fallback={<DialogLoading />}>
          <CreateApiKeyDialog onClose={() => setIsCreating(false)} />
        </Suspense>
      )}
      <ConfirmModalOnDemand
        open={isAsking}
        title={REVOKE_TITLE}
        text={asked ? revokeQuestion(asked) : ''}
        confirmLabel="Revoke key"
        confirmColor="warning"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => (asked ? confirmRevoke(asked) : undefined)}
      />
    </>
  );
}
