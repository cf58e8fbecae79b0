/** What the list's bulk buttons say when the selection gives them nothing to do. */
export const NO_ROWS_SELECTED = 'No rows selected';
export const NO_VALID_ROWS_SELECTED = 'No valid rows selected';
export const NO_INVOICES_SELECTED = 'No invoices selected';
