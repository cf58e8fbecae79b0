import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WellDetail } from '../../../shared/contracts/wells';
import { isExemptFlag } from '../../../shared/rules/billing';
import { FeedbackAlert, type Feedback } from '../../components/feedback-alert';
import { coordinateText, formatStamp, instantToDay } from './well-form-values';
import { OwnerWellDetailsForm } from './owner-well-details-form';

interface OwnerWellViewProps {
  well: WellDetail;
  /** Owner managers (level 40 and up) keep the owner well name and comment current. */
  canEdit: boolean;
  feedback: Feedback | null;
  onFeedback: (feedback: Feedback | null) => void;
}

function shown(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** The owner's view of their well: everything read-only except the two fields they keep current. */
export function OwnerWellView({ well, canEdit, feedback, onFeedback }: OwnerWellViewProps) {
  const fields: [string, string | number | null][] = [
    ['Well Number', well.wellNumber],
    ['USGS Site Code', well.identificationNumber],
    ['Client', well.clientName],
    ['Appl No', well.permitNumber],
    ['Aquifer', well.aquiferName],
    ['Parish', well.parishName],
    ['Well Use', well.wellUseName],
    ['Well Depth (ft)', well.wellDepth],
    ['Daily Pump Rate', well.dailyPumpRate],
    ['Latitude', coordinateText(well.latitude, 'latitude')],
    ['Longitude', coordinateText(well.longitude, 'longitude')],
    ['Exempt (E)', isExemptFlag(well.flag) ? 'Yes' : 'No'],
    ['Is Registered', well.isRegistered ? 'Yes' : 'No'],
    ['Meter Type', well.meterType],
    ['Well Status', well.wellStatus],
    ['Well Status Date', formatStamp(well.wellStatusDate)],
    ['Is Active', well.isActive ? 'Yes' : 'No'],
    ['Completion Date', instantToDay(well.completionDateTime)],
    ['Inactive Date', instantToDay(well.inactiveDateTime)],
    ['CAGCD Permit Number', well.cagcdPermitNumber],
    ['CAGCD Permit Date', well.cagcdPermitDate],
    ['LDNR Notification Number', well.ldnrNotificationNumber],
    ['LDNR Notification Date', well.ldnrNotificationDate],
    ['Available Information', well.availableInformation],
  ];

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 3 }}>
        <FeedbackAlert feedback={feedback} onClose={() => onFeedback(null)} />
        <OwnerWellDetailsForm well={well} canEdit={canEdit} onFeedback={onFeedback} />
      </Paper>
      <Paper sx={{ p: 3 }} component="section" aria-label="Well details">
        <Grid container spacing={2}>
          {fields.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                label={label}
                value={shown(value)}
                fullWidth
                variant="standard"
                slotProps={{ input: { readOnly: true } }}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
    </Stack>
  );
}
