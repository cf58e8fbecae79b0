import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { FeedbackAlert } from '../../components/feedback-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { ApiError, errorMessage } from '../../lib/api';
import { useReferenceRecord } from './api';
import { ReferenceForm } from './reference-form';
import type { ReferenceFormConfig } from './reference-form-config';
import { routeId } from '../../lib/routing';

/**
 * The create route (no id) and the edit route (with id) of a reference record: loads the record,
 * says clearly when it does not exist, and shows a load failure as an error alert.
 */
export function ReferenceFormPage<Row, Input extends FieldValues, Output extends object>({
  config,
}: {
  config: ReferenceFormConfig<Row, Input, Output>;
}) {
  const params = useParams();
  const isEdit = params.id !== undefined;
  const id = isEdit ? routeId(params.id) : null;
  const record = useReferenceRecord(config.resource, id ?? undefined);
  const title = isEdit ? `Edit ${config.noun}` : `New ${config.noun}`;

  if (!isEdit || record.data !== undefined) {
    const values = record.data === undefined ? config.emptyValues : config.toValues(record.data);
    return (
      <>
        <PageHeader title={title} />
        <ReferenceForm key={id ?? 'new'} config={config} title={title} id={id ?? undefined} values={values} />
      </>
    );
  }

  const isLoading = id !== null && record.isPending;
  const isMissing = id === null || (record.error instanceof ApiError && record.error.status === 404);
  return (
    <>
      <PageHeader title={title} />
      <Paper sx={{ p: 3, maxWidth: 720 }}>
        {isLoading && <PageLoader label={`Loading ${config.noun.toLowerCase()}`} />}
        {id === null && (
          <FeedbackAlert feedback={{ severity: 'error', message: `${config.noun} not found.` }} />
        )}
        {record.isError && (
          <FeedbackAlert feedback={{ severity: 'error', message: errorMessage(record.error) }} />
        )}
        {!isLoading && (
          <Stack direction="row" spacing={1}>
            {!isMissing && <Button onClick={() => void record.refetch()}>Try Again</Button>}
            <Button component={RouterLink} to={config.listPath} variant="outlined">
              Back to {config.listTitle}
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
