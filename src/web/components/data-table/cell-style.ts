/**
 * The row actions stay on the right edge however wide the other columns are (decision 0025), drawn
 * opaque so the columns scrolled under them do not show through. On a phone the actions would
 * cover most of the screen's width and the end of the first columns (an invoice number read
 * "2026-Q3-0000"): there they scroll with the row, after its columns.
 */
export const PINNED_CELL_SX = {
  position: { xs: 'static', sm: 'sticky' },
  right: 0,
  zIndex: 1,
  backgroundColor: 'background.paper',
  boxShadow: '-1px 0 0 rgba(0, 0, 0, 0.12)',
  whiteSpace: 'nowrap',
} as const;

export const SELECT_CELL_SX = { width: 48 } as const;

/** Narrow padding for compact columns (`meta.compact`). */
export function cellSx(meta: { compact?: boolean } | undefined) {
  return meta?.compact ? { px: 1 } : {};
}
