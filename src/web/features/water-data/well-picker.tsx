import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { importOnDemand } from '../../lib/import-on-demand';
import { loadOnActivity } from '../../lib/load-on-activity';
import { useWellChoices } from './api';
import { wellChoiceLabel } from './well-choice';

export { wellChoiceLabel } from './well-choice';

// MUI's Autocomplete with Popper (about 20 kB gzip) arrives with the user's first action on the page;
// until then the picker is a plain field showing the chosen well.
const suggestions = loadOnActivity(() => importOnDemand(() => import('./well-autocomplete')));

interface WellPickerProps {
  wellId: number | null;
  onChange: (wellId: number | null) => void;
}

/** Types into an input as the user would, so React and the Autocomplete see the change. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Pick a well by number (or client) among the wells the caller may see. */
export function WellPicker({ wellId, onChange }: WellPickerProps) {
  const id = useId();
  const wells = useWellChoices();
  const loaded = suggestions.useLoaded();
  // What the user did in the plain field before the list arrived, handed over to the Autocomplete.
  const [typed, setTyped] = useState<string | null>(null);
  const plainField = useRef<HTMLInputElement | null>(null);
  const pressed = useRef(false);
  const handedOver = useRef(false);

  useEffect(() => {
    if (!loaded || handedOver.current || !plainField.current) return;
    handedOver.current = true;
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement) || plainField.current !== suggestions.focusedOnArrival()) return;
    input.focus();
    if (typed) typeInto(input, typed);
    else if (pressed.current) input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  }, [loaded, id, typed]);

  const options = wells.data ?? [];
  const chosen = options.find((well) => well.id === wellId) ?? null;
  if (wells.isError) return <Alert severity="error">{errorMessage(wells.error)}</Alert>;
  if (loaded) {
    return (
      <loaded.WellAutocomplete
        id={id}
        wells={options}
        chosen={chosen}
        loading={wells.isLoading}
        onChange={onChange}
      />
    );
  }
  return (
    <TextField
      id={id}
      label="Well"
      placeholder="Type a well number"
      value={typed ?? (chosen ? wellChoiceLabel(chosen) : '')}
      onChange={(event) => setTyped(event.target.value)}
      onMouseDown={() => {
        pressed.current = true;
      }}
      inputRef={(input: HTMLInputElement | null) => {
        // Kept after unmounting: the hand-over compares it with the element focused on arrival.
        if (input) plainField.current = input;
      }}
      sx={{ maxWidth: 520 }}
      fullWidth
      slotProps={{
        htmlInput: {
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
        },
      }}
    />
  );
}
