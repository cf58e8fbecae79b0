import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PermitUseStatus } from '../../../shared/rules/permit-use';
import { DotChip } from '../dot-chip';
import { formatPercent, PERMIT_STATUS_BAR_COLORS, PERMIT_STATUS_COLORS, statusText } from './permit-text';

/** Where a well stands against its permit, in its words and colour. */
export function PermitStatusChip({ status }: { status: PermitUseStatus }) {
  return <DotChip color={PERMIT_STATUS_COLORS[status]}>{statusText(status)}</DotChip>;
}

interface PermitUseBarProps {
  percent: number | null;
  status: PermitUseStatus;
  /** Names the bar for screen readers, e.g. "EB-101: permit used". */
  label: string;
  /**
   * The bar's width, which it keeps so the percent beside it stays on its line; 'fill': the room
   * the line leaves beside the percent, up to 24rem.
   */
  width?: number | 'fill';
}

/**
 * The share of the permitted volume used: a bar filled to 100% at most, the percent beside it (the
 * words carry it too, so the colour is never the only signal).
 */
export function PermitUseBar({ percent, status, label, width = 96 }: PermitUseBarProps) {
  const shown = formatPercent(percent);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, percent ?? 0))}
        color={PERMIT_STATUS_BAR_COLORS[status]}
        aria-label={label}
        aria-valuetext={shown}
        sx={{
          ...(width === 'fill'
            ? { flex: '1 1 auto', minWidth: 0, maxWidth: '24rem' }
            : { width, flexShrink: 0 }),
          height: 8,
          borderRadius: 4,
        }}
      />
      {/* Wide enough for "100.0%", so the bars of a list line up. */}
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap', minWidth: '3.25rem' }}>
        {shown}
      </Typography>
    </Box>
  );
}
