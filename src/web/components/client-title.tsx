import Typography from '@mui/material/Typography';
import type { Client } from '../../shared/contracts/clients';
import { PlainSelect } from './plain-select/plain-select';

interface ClientTitleProps {
  clients: readonly Pick<Client, 'id' | 'name'>[];
  clientId: number | undefined;
  onChange: (clientId: number) => void;
}

/**
 * The owner's client as a page's title (the dashboard, the invoices). Someone linked to several clients
 * picks which one the invoices and daily volume show.
 */
export function ClientTitle({ clients, clientId, onChange }: ClientTitleProps) {
  if (clients.length === 0) return null;
  if (clients.length === 1)
    return (
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {clients[0]?.name}
      </Typography>
    );
  return (
    <PlainSelect
      label="Client"
      value={clientId}
      options={clients.map((client) => ({ value: client.id, label: client.name }))}
      onChange={onChange}
      minWidth={320}
    />
  );
}
