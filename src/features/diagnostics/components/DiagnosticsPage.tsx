import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { CallOutcomeKind } from '@/lib/diagnostics/callOutcomes';
import {
  ACCOUNT_CHECK_WORDS,
  CONNECTION_WORDS,
  diagnosticsText,
  resyncWords,
  type Diagnostics,
} from '@/lib/diagnostics/report';
import type { CapabilityState } from '@/lib/extension/capabilities';
import { errorMessage } from '@/lib/extension/errors';
import { formatNumber } from '@/lib/format/numbers';
import { JOURNAL_SIZE } from '@/lib/journal';
import { now } from '@/lib/time/clock';
import { useNotify } from '@/lib/ui/notify';
import { useDiagnostics } from '../useDiagnostics';

const OUTCOME_COLOR: Record<CallOutcomeKind, ChipProps['color']> = {
  ok: 'success',
  error: 'error',
  malformed: 'error',
  timeout: 'warning',
  unsupported: 'default',
  unreachable: 'error',
};
const CAPABILITY_COLOR: Record<CapabilityState, ChipProps['color']> = {
  unknown: 'default',
  present: 'success',
  absent: 'warning',
};

const two = (n: number) => String(n).padStart(2, '0');
/** Local time of day to the second: calls a second apart must read apart. */
const timeOfDay = (at: number) => {
  const d = new Date(at);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value rows (the label is the row's header). */
function FactTable({ label, facts }: { label: string; facts: [string, ReactNode][] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableBody>
          {facts.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ width: '40%' }}>
                {name}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A table with a head row, or a line saying it has no row yet. */
function RowsTable({
  label,
  head,
  empty,
  rows,
}: {
  label: string;
  head: string[];
  empty: string;
  rows: ReactNode[];
}) {
  if (rows.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{rows}</TableBody>
      </Table>
    </TableContainer>
  );
}

function CallsTable({ calls }: { calls: Diagnostics['calls'] }) {
  return (
    <RowsTable
      label="Extension calls"
      head={['Call', 'Channel', 'Last outcome', 'Error', 'ms', 'When', 'Failed']}
      empty="No call to the extension yet in this tab."
      rows={calls.map((call) => (
        <TableRow key={`${call.channel} ${call.name}`}>
          <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
            {call.name}
          </TableCell>
          <TableCell>{call.channel}</TableCell>
          <TableCell>
            <Chip size="small" variant="outlined" label={call.outcome} color={OUTCOME_COLOR[call.outcome]} />
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{call.message ?? ''}</TableCell>
          <TableCell align="right">{formatNumber(call.ms)}</TableCell>
          <TableCell>{timeOfDay(call.at)}</TableCell>
          <TableCell>{`${call.failures} of ${call.calls}`}</TableCell>
        </TableRow>
      ))}
    />
  );
}

function PushesTable({ pushes }: { pushes: Diagnostics['pushes'] }) {
  return (
    <RowsTable
      label="Last pushes"
      head={['Push', 'When']}
      empty="No push from the extension yet in this tab."
      rows={pushes.map((push, i) => (
        <TableRow key={`${push.at} ${i}`}>
          <TableCell>{push.name}</TableCell>
          <TableCell>{timeOfDay(push.at)}</TableCell>
        </TableRow>
      ))}
    />
  );
}

/** Copies the page as text; where the browser refuses, shows the text to copy by hand. */
function CopyDiagnostics({ diagnostics }: { diagnostics: Diagnostics }) {
  const notify = useNotify();
  const [refused, setRefused] = useState<string | null>(null);
  const copy = async () => {
    const text = diagnosticsText({ ...diagnostics, takenAt: now() });
    try {
      if (!navigator.clipboard) throw new Error('This browser gives the page no clipboard');
      await navigator.clipboard.writeText(text);
      setRefused(null);
      notify('Diagnostics copied');
    } catch {
      setRefused(text);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <div>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copy diagnostics
        </Button>
      </div>
      {refused !== null && (
        <>
          <Alert severity="error">
            The browser did not let the page copy. Select the text below and copy it yourself.
          </Alert>
          <TextField
            label="Diagnostics text"
            value={refused}
            multiline
            minRows={6}
            maxRows={16}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
        </>
      )}
    </Box>
  );
}

/** /diagnostics: what this tab knows of the extension, for the account holder and support. */
export function DiagnosticsPage() {
  const { diagnostics, version } = useDiagnostics();
  const { connection, extension, app } = diagnostics;
  const versionNow = version.isPending
    ? 'Asking the extension…'
    : (version.data ?? `No answer (${errorMessage(version.error)})`);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h4" component="h1">
          Diagnostics
        </Typography>
        <Typography color="textSecondary">
          How this tab and the browser extension get on, for you and for support. It holds no password, token,
          name, e-mail address or message.
        </Typography>
        <Alert severity="info">
          Support snapshots (account menu › Record snapshot) include this page&apos;s text.
        </Alert>
        <CopyDiagnostics diagnostics={diagnostics} />
      </Box>

      <Section title="Connection">
        <FactTable
          label="Connection"
          facts={[
            ['Extension', CONNECTION_WORDS[connection.extension]],
            ['Port', `${connection.port} (transport: ${connection.transport})`],
            [
              'Last reconnect',
              diagnostics.resync ? resyncWords(diagnostics.resync, timeOfDay) : 'None in this tab',
            ],
            ['Account check', ACCOUNT_CHECK_WORDS[connection.accountCheck]],
            ['Start-up', connection.startup],
          ]}
        />
      </Section>

      <Section title="Versions">
        <FactTable
          label="Versions"
          facts={[
            ['App version', `${app.version} (${app.build} build)`],
            ['Extension version', versionNow],
            ['Extension version at start-up', extension.versionAtStartup ?? 'No answer'],
            ['Extension id', extension.id ?? 'None'],
          ]}
        />
      </Section>

      <Section title="Optional capabilities">
        <Typography variant="body2" color="textSecondary">
          Calls the spec does not name. Unknown: not asked yet in this tab.
        </Typography>
        <FactTable
          label="Optional capabilities"
          facts={Object.entries(diagnostics.capabilities).map(([name, state]) => [
            name,
            <Chip key={name} size="small" variant="outlined" label={state} color={CAPABILITY_COLOR[state]} />,
          ])}
        />
      </Section>

      <Section title="Extension calls">
        <Typography variant="body2" color="textSecondary">
          The last outcome of each call, newest first, among the last {JOURNAL_SIZE} calls of this tab.
        </Typography>
        <CallsTable calls={diagnostics.calls} />
      </Section>

      <Section title="Last pushes">
        <PushesTable pushes={diagnostics.pushes} />
      </Section>
    </Box>
  );
}
