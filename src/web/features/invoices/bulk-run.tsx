import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api';

/** One request of a bulk run, named as the results list names it (an invoice number). */
export interface BulkTask {
  label: string;
  run: () => Promise<{ message: string }>;
}

/** How one task ended: what the server said it did, or why it refused. */
export interface BulkResult {
  label: string;
  succeeded: boolean;
  message: string;
}

export interface BulkOutcome {
  results: readonly BulkResult[];
  /** Some tasks were never tried: the run was cancelled. */
  cancelled: boolean;
}

/** What the dialog calls things; each bulk action says it in its own words. */
export interface BulkRunTexts {
  title: string;
  progressLabel: string;
  /** A task that went through ("Sent", "Synced"), and one that did not. */
  succeededLabel: string;
  failedLabel: string;
}

export interface BulkRunProps {
  tasks: readonly BulkTask[];
  texts: BulkRunTexts;
  /** Said under the results, e.g. which selected rows were left out and why. */
  note?: ReactNode;
  onFinished?: (outcome: BulkOutcome) => void;
  onClose: () => void;
}

const count = (value: number) => value.toLocaleString('en-US');

/**
 * Runs a batch of requests one at a time in a dialog: how many of how many, a bar, the task in hand
 * and Cancel, then one line per task with its result and the server's words. Each invoice is answered
 * on its own terms (an address missing, the accounting service's refusal), so a failure stops
 * nothing; one at a time lets Cancel stop cleanly after the task in hand. Rendered for one batch and
 * unmounted when closed, so mounting it starts the run. It cannot be closed while running: the
 * results would be lost while the run went on unseen.
 */
export default function BulkRun({ tasks, texts, note, onFinished, onClose }: BulkRunProps) {
  const [results, setResults] = useState<readonly BulkResult[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [stopping, setStopping] = useState(false);
  const [finished, setFinished] = useState(false);
  const stopRequested = useRef(false);
  // React mounts twice in development's strict mode; the batch must still run once.
  const started = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const done: BulkResult[] = [];
      for (const task of tasks) {
        if (stopRequested.current) break;
        setCurrent(task.label);
        try {
          done.push({ label: task.label, succeeded: true, message: (await task.run()).message });
        } catch (error) {
          done.push({ label: task.label, succeeded: false, message: errorMessage(error) });
        }
        setResults([...done]);
      }
      setCurrent(null);
      setFinished(true);
      onFinished?.({ results: done, cancelled: done.length < tasks.length });
    })();
  }, [tasks, onFinished]);

  const total = tasks.length;
  let status = `${count(results.length)} of ${count(total)} done`;
  if (finished) {
    const succeeded = results.filter((result) => result.succeeded).length;
    const untried = total - results.length;
    status = `${texts.succeededLabel} ${count(succeeded)} of ${count(total)}.`;
    if (untried > 0) status += ` Cancelled: ${count(untried)} not tried.`;
  } else if (current) {
    status += stopping ? `; stopping after ${current}…` : `; now ${current}…`;
  }

  return (
    <Dialog open onClose={finished ? onClose : undefined} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 100 : (results.length / total) * 100}
          aria-label={texts.progressLabel}
        />
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          {status}
        </Typography>
        {results.length > 0 && (
          <Box sx={{ mt: 2, maxHeight: 320, overflow: 'auto' }}>
            <Table size="small" aria-label="Results" stickyHeader>
              <TableHead>
                <TableRow>
                  <TableCell>Invoice</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Message</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.map((result, index) => (
                  <TableRow key={index}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{result.label}</TableCell>
                    <TableCell sx={{ fontWeight: 600, color: result.succeeded ? undefined : 'error.main' }}>
                      {result.succeeded ? texts.succeededLabel : texts.failedLabel}
                    </TableCell>
                    <TableCell>{result.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {note && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {note}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {finished ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <Button
            disabled={stopping}
            onClick={() => {
              stopRequested.current = true;
              setStopping(true);
            }}
          >
            {stopping ? 'Stopping…' : 'Cancel'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
