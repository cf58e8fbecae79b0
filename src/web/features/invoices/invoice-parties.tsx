import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { DistrictProfileRecord } from '../../../shared/contracts/district';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { formatDay } from '../../../shared/format';

function Block({ heading, lines }: { heading: string; lines: (string | null | undefined)[] }) {
  return (
    <div>
      <Typography variant="overline" color="text.secondary">
        {heading}
      </Typography>
      {lines.filter(Boolean).map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </div>
  );
}

interface InvoicePartiesProps {
  invoice: InvoiceDetail;
  district: DistrictProfileRecord | null | undefined;
  /** An Admin is asked to enter the district profile while it is missing. */
  canEditDistrict: boolean;
}

/** The bill-to block, the district's block and the invoice's dates. */
export function InvoiceParties({ invoice, district, canEditDistrict }: InvoicePartiesProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Block
            heading="Bill To"
            lines={[
              invoice.invoiceOwnerName ?? invoice.clientName,
              invoice.address,
              invoice.cityStateZip,
              invoice.phone,
              invoice.clientEmail,
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {district ? (
            <Block
              heading="From"
              lines={[
                district.name,
                district.address1,
                district.address2,
                `${district.city}, ${district.state} ${district.zipCode}`,
                district.phone,
                district.email,
              ]}
            />
          ) : (
            canEditDistrict && (
              <Typography variant="body2" color="text.secondary">
                The district’s address is not set.{' '}
                <Link component={RouterLink} to="/management/district-profile">
                  Enter the district profile
                </Link>
              </Typography>
            )
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Block
            heading="Dates"
            lines={[
              `Billing date: ${formatDay(invoice.billingDate)}`,
              `Payment deadline: ${formatDay(invoice.dueDate)}`,
              `Extended deadline: ${formatDay(invoice.extendedDeadline)}`,
            ]}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
