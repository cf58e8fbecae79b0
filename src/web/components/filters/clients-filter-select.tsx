import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api';
import { clientsLookup } from '../../lib/lookup-cache';

interface ClientChoice {
  id: string;
  name: string;
}

/** The chosen clients in the list's order, or 'All clients'. */
function clientsText(ids: readonly string[], clients: readonly ClientChoice[]): string {
  if (ids.length === 0) return 'All clients';
  const known = clients.filter((client) => ids.includes(client.id)).map((client) => client.name);
  const unknown = ids.filter((id) => !clients.some((client) => client.id === id)).map((id) => `Client ${id}`);
  return [...known, ...unknown].join(', ');
}

export interface ClientsFilterSelectProps {
  /** The chosen client ids separated by commas, as a list's `clientIds` filter takes them; '' for all. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * A filter panel's Clients choice, several at once, from the shared clients lookup: empty reads
 * 'All clients'. Its value travels as the comma-separated ids the lists' `clientIds` take.
 */
export function ClientsFilterSelect({ value, onChange }: ClientsFilterSelectProps) {
  const clients = useQuery({
    ...clientsLookup(),
    select: (rows): ClientChoice[] => rows.map((client) => ({ id: String(client.id), name: client.name })),
  });
  const chosen = value ? value.split(',') : [];
  return (
    <TextField
      select
      label="Clients"
      value={chosen}
      onChange={(event) => {
        const picked: unknown = event.target.value;
        const ids = Array.isArray(picked) ? picked.map(String) : String(picked).split(',');
        onChange({ target: { value: ids.filter(Boolean).join(',') } });
      }}
      fullWidth
      helperText={clients.isError ? errorMessage(clients.error) : undefined}
      error={clients.isError}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => clientsText(selected as string[], clients.data ?? []),
        },
      }}
    >
      {(clients.data ?? []).map((client) => (
        <MenuItem key={client.id} value={client.id}>
          {client.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
