import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { errorMessage } from '@/lib/extension/errors';
import { formatNumber } from '@/lib/format/numbers';
import { newActionKey } from '@/lib/extension/actions';
import {
  ImportNotConfirmedError,
  PartialImportError,
  useImportMembers,
  useImportRunning,
  type ImportProgress,
  type ImportRun,
} from '../api';
import { CSV_IMPORTED, csvProblemsSummary, readQueueCsv, type CsvProblem, type CsvRow } from '../csv';

// The queue's "Import CSV": a file with bad rows opens a review that lists them by line and reason
// and lets the good rows go in; the import goes in parts with a count of the rows sent.

interface Review {
  fileName: string;
  rows: CsvRow[];
  problems: CsvProblem[];
  problemCount: number;
  total: number;
}

/** `retry`: Try again of an import whose last part was not confirmed (same action key). */
type Problem = { severity: 'error' | 'warning'; text: string; retry?: () => void } | null;

export const importProgressText = ({ sent, total }: ImportProgress) =>
  `Importing: ${formatNumber(sent)} of ${formatNumber(total)} rows sent`;

export function useQueueCsvImport(campaignId: number, onImported: (text: string) => void) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [review, setReview] = useState<Review | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const importMembers = useImportMembers(campaignId);
  const lock = useImportRunning();

  // One import is one action: its key is made here and kept by Try again.
  const importRows = (rows: CsvRow[], leftOut: number, run: ImportRun = { actionKey: newActionKey() }) => {
    setReview(null);
    if (lock.isRunning()) return;
    setProblem(null);
    importMembers.mutate(
      { rows, onProgress: setProgress, run },
      {
        onSuccess: ({ imported, skipped }) => {
          onImported(CSV_IMPORTED);
          const notes = [
            leftOut ? `${formatNumber(leftOut)} invalid rows were left out.` : '',
            skipped
              ? `${formatNumber(skipped)} of ${formatNumber(imported + skipped)} rows were not imported: the extension refused them.`
              : '',
          ].filter(Boolean);
          if (notes.length) setProblem({ severity: 'warning', text: notes.join('\n') });
        },
        onError: (e) =>
          setProblem(
            e instanceof ImportNotConfirmedError
              ? {
                  severity: 'warning',
                  text: e.message,
                  retry: () =>
                    importRows(rows, leftOut, { ...run, from: e.resumeFrom, imported: e.imported }),
                }
              : {
                  severity: 'error',
                  text:
                    e instanceof PartialImportError
                      ? `The import stopped after ${formatNumber(e.imported)} rows: ${errorMessage(e.cause)}`
                      : `CSV was not imported: ${errorMessage(e)}`,
                },
          ),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = ''; // the same file can be picked again
    if (!file || lock.isRunning()) return;
    setProblem(null);
    const parsed = await readQueueCsv(file);
    if (!parsed.ok) setProblem({ severity: 'error', text: parsed.message });
    else if (parsed.problemCount) setReview({ fileName: file.name, ...parsed });
    else importRows(parsed.rows, 0);
  };

  const button = (
    <>
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        onClick={() => fileInput.current?.click()}
        disabled={lock.running}
      >
        Import CSV
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label="CSV file to import"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </>
  );

  const status: ReactNode = (
    <>
      {progress && (
        <Box role="status" sx={{ mx: 2, mb: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {importProgressText(progress)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? (progress.sent / progress.total) * 100 : 0}
            aria-label="Import progress"
          />
        </Box>
      )}
      {problem && (
        <Alert
          severity={problem.severity}
          onClose={() => setProblem(null)}
          action={
            problem.retry && (
              <Button color="inherit" size="small" disabled={lock.running} onClick={problem.retry}>
                Try again
              </Button>
            )
          }
          sx={{ mx: 2, mb: 2, whiteSpace: 'pre-line' }}
        >
          {problem.text}
        </Alert>
      )}
      {review && (
        <ReviewDialog
          review={review}
          onCancel={() => setReview(null)}
          onImport={() => importRows(review.rows, review.problemCount)}
        />
      )}
    </>
  );

  return { button, status };
}

function ReviewDialog({
  review,
  onCancel,
  onImport,
}: {
  review: Review;
  onCancel: () => void;
  onImport: () => void;
}) {
  const { rows, problems, problemCount, total, fileName } = review;
  const hidden = problemCount - problems.length;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="csv-review-title" fullWidth maxWidth="sm">
      <DialogTitle id="csv-review-title">Some rows cannot be imported</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {fileName}: {csvProblemsSummary(problemCount, total)}{' '}
          {rows.length
            ? `${formatNumber(rows.length)} good rows can be imported.`
            : 'No row can be imported.'}
        </DialogContentText>
        <List dense aria-label="Rows that cannot be imported" sx={{ maxHeight: 320, overflow: 'auto' }}>
          {problems.map((p) => (
            <ListItem key={p.line} disableGutters>
              <ListItemText primary={`Line ${p.line}: ${p.reason}`} />
            </ListItem>
          ))}
        </List>
        {hidden > 0 && <Typography variant="body2">…and {formatNumber(hidden)} more</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onImport} disabled={rows.length === 0}>
          Import {formatNumber(rows.length)} good rows
        </Button>
      </DialogActions>
    </Dialog>
  );
}
