import { DotChip } from '../../components/dot-chip';
import type { AccountingState } from './accounting-state';

const COLOR: Record<AccountingState, string> = {
  synced: 'success.main',
  'out-of-date': 'warning.main',
  'not-synced': 'error.main',
};

/** The accounting state as a dot in green, amber or red beside its words. */
export function AccountingChip({
  state,
  label,
  describedBy,
}: {
  state: AccountingState;
  label: string;
  describedBy?: string;
}) {
  return (
    <DotChip color={COLOR[state]} describedBy={describedBy}>
      {label}
    </DotChip>
  );
}
