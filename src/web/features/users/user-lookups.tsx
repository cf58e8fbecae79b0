import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import type { Role } from '../../../shared/contracts/users';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { useClientOptions, useRoles, type ClientOption } from './api';

interface UserLookupsProps {
  children: (lookups: { roles: Role[]; clients: ClientOption[] }) => ReactNode;
}

/** Loads the role and client lists the user forms choose from; a failure shows as an error alert. */
export function UserLookups({ children }: UserLookupsProps) {
  const roles = useRoles();
  const clients = useClientOptions();
  const failed = roles.error ?? clients.error;
  if (failed) return <Alert severity="error">{errorMessage(failed)}</Alert>;
  if (!roles.data || !clients.data) return <PageLoader label="Loading roles and clients" />;
  return children({ roles: roles.data, clients: clients.data });
}
