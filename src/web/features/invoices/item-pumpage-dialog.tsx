import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import type { ItemPumpage } from '../../../shared/contracts/invoice-changes';
import type { InvoiceItem } from '../../../shared/contracts/invoices';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form/form-text-field';
import { useUpdateItemPumpage } from './api';
import { useReportedChange } from './use-reported-change';
import { itemPumpageFormSchema, TYPED_KGAL, type ItemPumpageFormValues } from './invoice-form-values';

interface ItemPumpageDialogProps {
  invoiceId: number;
  item: InvoiceItem;
  monthNames: readonly [string, string, string];
  onClose: () => void;
}

/** The spec's pumpage update form: one item's three months by hand, the fee recomputed on save. */
export function ItemPumpageDialog({ invoiceId, item, monthNames, onClose }: ItemPumpageDialogProps) {
  const report = useReportedChange();
  const save = useUpdateItemPumpage();
  const { control, handleSubmit, formState } = useForm<ItemPumpageFormValues, unknown, ItemPumpage>({
    resolver: zodResolver(itemPumpageFormSchema),
    defaultValues: {
      id: item.id,
      pumpageMonth1: String(item.month1Pumpage),
      pumpageMonth2: String(item.month2Pumpage),
      pumpageMonth3: String(item.month3Pumpage),
    },
  });
  const submit = handleSubmit(async (edit) => {
    if (await report(save.mutateAsync({ invoiceId, edit }))) onClose();
  });
  const months = ['pumpageMonth1', 'pumpageMonth2', 'pumpageMonth3'] as const;
  return (
    <FormDialog
      title={`Pumpage of well ${item.wellNumber}`}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      isPending={formState.isSubmitting}
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        Thousands of gallons. Regenerating the invoice later replaces hand edits with the recorded pumpage.
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {months.map((name, index) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            label={monthNames[index] ?? `Month ${index + 1}`}
            accept={TYPED_KGAL}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
