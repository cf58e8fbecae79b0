import Stack from '@mui/material/Stack';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isStaff } from '../../../shared/rules/access';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useClient } from './api';
import { ClientForm } from './client-form';
import { ClientRemindersSection } from './client-reminders-section';
import { ClientUsersTable } from './client-users-table';
import { CLIENT_NOT_FOUND } from '../../../shared/contracts/messages';
import { routeId } from '../../lib/routing';

/**
 * /management/client (create), /management/client/edit/{clientId} and the owner's organization
 * profile /client/edit/{clientId}. Creating moves to the new client's edit route.
 */
export default function ClientEditPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const staff = isStaff(session?.accessLevel ?? 0);
  const clientId = params.clientId === undefined ? undefined : routeId(params.clientId);
  const client = useClient(clientId ?? undefined);
  const isOwnerProfile = location.pathname.startsWith('/client/');
  const arrivedWith = (location.state as { feedback?: Feedback } | null)?.feedback ?? null;

  const title = isOwnerProfile
    ? 'Organization Profile'
    : clientId === undefined
      ? 'New Client'
      : 'Edit Client';
  const loadError: Feedback | null =
    clientId === null
      ? { severity: 'error', message: CLIENT_NOT_FOUND }
      : client.isError
        ? { severity: 'error', message: errorMessage(client.error) }
        : null;
  const isCreating = clientId === undefined;

  return (
    <>
      <PageHeader title={title} subtitle={client.data?.name} />
      <FeedbackAlert feedback={loadError} />
      {clientId !== undefined && clientId !== null && client.isPending && (
        <PageLoader label="Loading client" />
      )}
      {(isCreating || client.data) && (
        <Stack spacing={3}>
          <ClientForm
            key={clientId ?? 'new'}
            client={client.data}
            canEditFlags={staff}
            cancelPath={isOwnerProfile ? undefined : '/management/clients'}
            initialFeedback={arrivedWith}
            // Shown once: a reload or Back must not say "created" again.
            onInitialFeedbackShown={() => void navigate(location.pathname, { replace: true, state: null })}
            onCreated={(result) =>
              void navigate(`/management/client/edit/${result.id}`, {
                state: { feedback: { severity: 'success', message: result.message } },
              })
            }
          />
          {client.data && (
            <ClientUsersTable
              clientId={client.data.id}
              users={client.data.users}
              isRefreshing={client.isFetching}
              canManage={staff}
            />
          )}
          {client.data && <ClientRemindersSection clientId={client.data.id} />}
        </Stack>
      )}
    </>
  );
}
