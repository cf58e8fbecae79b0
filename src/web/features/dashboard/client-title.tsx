import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Client } from '../../../shared/contracts/clients';

interface ClientTitleProps {
  clients: readonly Pick<Client, 'id' | 'name'>[];
  clientId: number | undefined;
  onChange: (clientId: number) => void;
}

/**
 * The owner's client as the dashboard's title (spec section 6). Someone linked to several clients
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
    <TextField
      select
      label="Client"
      value={clientId === undefined ? '' : String(clientId)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ mb: 2, minWidth: 320 }}
    >
      {clients.map((client) => (
        <MenuItem key={client.id} value={String(client.id)}>
          {client.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
