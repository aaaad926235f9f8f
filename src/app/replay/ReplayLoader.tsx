import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_SNAPSHOT_BYTES, parseSnapshot, SNAPSHOT_TOO_LARGE, type Snapshot } from '@/lib/query/snapshot';
import { PRODUCT_NAME } from '@/lib/constants';

interface Props {
  /** `?snapshot=<url>`: fetch that file instead of asking for one. */
  snapshotUrl: string | null;
  onLoaded(snapshot: Snapshot): void;
}

async function readSnapshot(
  text: Promise<string>,
): Promise<{ ok: true; snapshot: Snapshot } | { ok: false; error: string }> {
  try {
    return parseSnapshot(await text);
  } catch (e) {
    if (e instanceof Error && e.message === SNAPSHOT_TOO_LARGE) return { ok: false, error: e.message };
    return {
      ok: false,
      error: `The file could not be read (${e instanceof Error ? e.message : String(e)}).`,
    };
  }
}

/** `?snapshot=` must name a file on this site: a snapshot from elsewhere could be anything. */
export function snapshotAddress(raw: string, page: Location | URL = window.location): URL {
  let url: URL;
  try {
    url = new URL(raw, page.href);
  } catch {
    throw new Error(`"${raw}" is not an address`);
  }
  if (url.origin !== page.origin || !/^https?:$/.test(url.protocol))
    throw new Error(`snapshots are loaded only from this site (${page.origin}), not from ${url.origin}`);
  return url;
}

/** Reads a response's body, giving up as soon as it passes the cap. */
async function readCapped(response: Response): Promise<string> {
  if (Number(response.headers.get('Content-Length') ?? 0) > MAX_SNAPSHOT_BYTES)
    throw new Error(SNAPSHOT_TOO_LARGE);
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.byteLength;
    if (bytes > MAX_SNAPSHOT_BYTES) {
      void reader.cancel();
      throw new Error(SNAPSHOT_TOO_LARGE);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

async function fetchText(raw: string): Promise<string> {
  const url = snapshotAddress(raw);
  const response = await fetch(url, { credentials: 'same-origin' });
  // A redirect may not lead elsewhere either.
  if (response.url) snapshotAddress(response.url);
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return readCapped(response);
}

function readFile(file: File): Promise<string> {
  return file.size > MAX_SNAPSHOT_BYTES ? Promise.reject(new Error(SNAPSHOT_TOO_LARGE)) : file.text();
}

/** Support staff drop or pick a snapshot file; a file that is not a valid snapshot says why. */
export function ReplayLoader({ snapshotUrl, onLoaded }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(!!snapshotUrl);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const load = async (text: Promise<string>) => {
    setBusy(true);
    setError(null);
    const result = await readSnapshot(text);
    setBusy(false);
    if (result.ok) onLoaded(result.snapshot);
    else setError(result.error);
  };

  useEffect(() => {
    document.title = `Replay a snapshot | ${PRODUCT_NAME}`;
    if (!snapshotUrl) return;
    let cancelled = false;
    void readSnapshot(fetchText(snapshotUrl)).then((result) => {
      if (cancelled) return;
      setBusy(false);
      if (result.ok) onLoaded(result.snapshot);
      else setError(result.error);
    });
    return () => {
      cancelled = true;
    };
  }, [snapshotUrl, onLoaded]);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void load(readFile(file));
  };

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Replay a support snapshot
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Load a snapshot-….json file recorded with &quot;Record snapshot&quot;. The app then shows what the
        person saw, answers from the file, and sends no changes anywhere.
      </Typography>
      <Paper
        variant="outlined"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          pick(e.dataTransfer.files);
        }}
        sx={{
          p: 4,
          textAlign: 'center',
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
        }}
      >
        <UploadFileIcon color="action" sx={{ fontSize: 48 }} />
        <Typography sx={{ my: 1 }}>Drop a snapshot file here, or</Typography>
        <Button variant="contained" onClick={() => input.current?.click()} disabled={busy}>
          Choose snapshot file
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          aria-label="Snapshot file"
          hidden
          onChange={(e) => {
            pick(e.target.files);
            e.target.value = '';
          }}
        />
        {busy && (
          <Box sx={{ mt: 2 }}>
            <CircularProgress size={24} aria-label="Loading the snapshot" />
          </Box>
        )}
      </Paper>
      {error && (
        <Alert severity="error" sx={{ mt: 3 }}>
          <AlertTitle>This file cannot be replayed</AlertTitle>
          {error}
        </Alert>
      )}
    </Container>
  );
}
