import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { WellDetail } from '../../../shared/contracts/wells';
import { FeedbackAlert } from '../../components/feedback-alert';
import { PageLoader } from '../../components/page-loader';
import { ApiError, errorMessage } from '../../lib/api';
import { useWell } from './api';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';
import { routeId } from '../../lib/routing';

interface WellLoaderProps {
  backPath: string;
  /** Rendered with the well; `version` changes whenever the well is fetched again. */
  children: (well: WellDetail, version: number) => ReactNode;
}

/**
 * Loads the well of the route's :wellId. A missing well, or another client's (the server answers
 * 404 for both), says 'Well not found.'; other failures offer a retry.
 */
export function WellLoader({ backPath, children }: WellLoaderProps) {
  const id = routeId(useParams().wellId);
  const well = useWell(id);
  if (id !== null && well.isPending) return <PageLoader label="Loading well" />;
  if (id !== null && well.data) return children(well.data, well.dataUpdatedAt);

  const isMissing = id === null || (well.error instanceof ApiError && well.error.status === 404);
  return (
    <Paper sx={{ p: 3 }}>
      <FeedbackAlert
        feedback={{ severity: 'error', message: isMissing ? WELL_NOT_FOUND : errorMessage(well.error) }}
      />
      {!isMissing && (
        <Button onClick={() => void well.refetch()} sx={{ mr: 1 }}>
          Try Again
        </Button>
      )}
      <Button component={RouterLink} to={backPath} variant="outlined">
        Back to Wells
      </Button>
    </Paper>
  );
}
