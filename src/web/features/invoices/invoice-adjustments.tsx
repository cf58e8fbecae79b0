import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { AdjustmentInput } from '../../../shared/contracts/invoice-changes';
import type { Adjustment, InvoiceDetail } from '../../../shared/contracts/invoices';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { formatDollars } from '../../../shared/format';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useAddAdjustment, useRemoveAdjustment, useUpdateAdjustment } from './api';
import { useReportedChange } from './use-reported-change';

// The form and its library (react-hook-form) download when staff add or edit: owners never need
// them, and the invoice page's first load has no room for them.
const AdjustmentForm = lazyOnDemand(() =>
  import('./adjustment-form').then((module) => ({ default: module.AdjustmentForm })),
);

const opening = <CircularProgress size={24} aria-label="Opening the adjustment form" />;

/** The invoice's adjustments; staff add, edit and remove them while it is unpaid. */
export function InvoiceAdjustments({ invoice, canEdit }: { invoice: InvoiceDetail; canEdit: boolean }) {
  const add = useAddAdjustment();
  const update = useUpdateAdjustment();
  const remove = useRemoveAdjustment();
  const reported = useReportedChange();
  const [editing, setEditing] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Adjustment | null>(null);
  const editable = canEdit && !invoice.hasPaid;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="adjustments-heading">
      <Typography id="adjustments-heading" variant="h6" component="h2">
        Adjustments
      </Typography>
      {invoice.adjustments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No adjustments.
        </Typography>
      )}
      <List dense>
        {invoice.adjustments.map((adjustment) =>
          editing === adjustment.id ? (
            <ListItem key={adjustment.id} disableGutters>
              <Suspense fallback={opening}>
                <AdjustmentForm
                  initial={{ reason: adjustment.reason, value: String(adjustment.value) }}
                  submitLabel="Save"
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values: AdjustmentInput) => {
                    const saved = await reported(
                      update.mutateAsync({ adjustmentId: adjustment.id, adjustment: values }),
                    );
                    if (saved) setEditing(null);
                    return saved;
                  }}
                />
              </Suspense>
            </ListItem>
          ) : (
            <ListItem
              key={adjustment.id}
              disableGutters
              secondaryAction={
                editable && (
                  <Stack direction="row" spacing={0.5}>
                    <Button size="small" onClick={() => setEditing(adjustment.id)}>
                      Edit
                    </Button>
                    <Button size="small" color="error" onClick={() => setRemoving(adjustment)}>
                      Remove
                    </Button>
                  </Stack>
                )
              }
            >
              <ListItemText primary={adjustment.reason} secondary={formatDollars(adjustment.value)} />
            </ListItem>
          ),
        )}
      </List>
      {editable &&
        (adding ? (
          <Suspense fallback={opening}>
            <AdjustmentForm
              submitLabel="Add Adjustment"
              onCancel={() => setAdding(false)}
              onSubmit={async (values, requestKey) => {
                const saved = await reported(
                  add.mutateAsync({ invoiceId: invoice.id, adjustment: values, requestKey }),
                );
                if (saved) setAdding(false);
                return saved;
              }}
            />
          </Suspense>
        ) : (
          <Button variant="outlined" onClick={() => setAdding(true)}>
            Add Adjustment
          </Button>
        ))}
      {canEdit && invoice.hasPaid && (
        <Typography variant="body2" color="text.secondary">
          A paid invoice’s adjustments cannot be changed.
        </Typography>
      )}
      <ConfirmModalOnDemand
        open={removing !== null}
        title="Remove adjustment"
        text={
          removing ? `Remove “${removing.reason}” (${formatDollars(removing.value)}) from this invoice?` : ''
        }
        confirmLabel="Remove"
        confirmColor="error"
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await reported(remove.mutateAsync(removing.id));
          setRemoving(null);
        }}
      />
    </Paper>
  );
}
