import { lazy, memo, Suspense, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { startOfDay } from 'date-fns';
import type { Campaign, CampaignModule } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { saveTextFile } from '@/lib/csv';
import { formatNumber } from '@/lib/format/numbers';
import { today } from '@/lib/time/clock';
import { campaignDetailQueries, useExportQueue } from '../api';
import { exportFileName } from '../export';
import {
  chartSeries,
  eventsByDay,
  formatRate,
  funnelLeftovers,
  funnelSteps,
  type StatusCounts,
} from '../funnel';

const FunnelDayChart = lazy(() => import('./FunnelDayChart').then((m) => ({ default: m.FunnelDayChart })));

/**
 * Memoised on its own props: while a campaign runs, the queue's 2 s poll brings new counters, and
 * the chart (recharts) was drawn again on every poll (some 15 to 20 ms of React's work a poll at
 * 1x CPU). It changes with the events and the day.
 */
const ByDayChart = memo(function ByDayChart({
  campaignId,
  module,
}: {
  campaignId: number;
  module: CampaignModule;
}) {
  const events = useQuery(campaignDetailQueries.events(campaignId));
  const series = useMemo(() => chartSeries(module), [module]);
  const day = startOfDay(today()).getTime();
  const rows = useMemo(
    () => (events.data ? eventsByDay(events.data, campaignId, module, new Date(day)) : null),
    [events.data, campaignId, module, day],
  );
  if (!series.length) return null;
  const totals = series.map(
    (s) => `${s.label} ${formatNumber(rows?.reduce((n, r) => n + Number(r[s.key]), 0))}`,
  );
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" id="funnel-by-day">
        By day, last 30 days
      </Typography>
      {events.isError ? (
        <Alert severity="warning">
          The campaign's events could not be loaded: {errorMessage(events.error)}
        </Alert>
      ) : (
        <Box
          role="img"
          aria-label={rows ? `By day, last 30 days: ${totals.join(', ')}` : 'By day: loading'}
          sx={{ height: 240 }}
        >
          {rows ? (
            <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
              <FunnelDayChart rows={rows} series={series} />
            </Suspense>
          ) : (
            <Skeleton variant="rounded" height="100%" />
          )}
        </Box>
      )}
    </Box>
  );
});

function ExportButton({ campaignId }: { campaignId: number }) {
  const exporter = useExportQueue(campaignId);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const start = () => {
    abort.current = new AbortController();
    setProgress(null);
    exporter.mutate(
      { onProgress: (done, total) => setProgress({ done, total }), signal: abort.current.signal },
      { onSuccess: (csv) => saveTextFile(exportFileName(campaignId, today()), csv) },
    );
  };
  const cancelled = exporter.error?.name === 'AbortError';
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={start} disabled={exporter.isPending}>
          Export CSV
        </Button>
        {exporter.isPending && <Button onClick={() => abort.current?.abort()}>Cancel export</Button>}
      </Stack>
      {exporter.isPending && (
        <Box sx={{ width: 320 }} role="status">
          <Typography variant="body2">
            {progress
              ? `Exported ${formatNumber(progress.done)} of ${formatNumber(progress.total)} members`
              : 'Exporting…'}
          </Typography>
          <LinearProgress
            variant={progress ? 'determinate' : 'indeterminate'}
            value={progress && progress.total ? (progress.done / progress.total) * 100 : 0}
            aria-label="Export progress"
          />
        </Box>
      )}
      {exporter.isSuccess && progress && (
        <Typography variant="body2" role="status">
          Exported {formatNumber(progress.done)} members.
        </Typography>
      )}
      {exporter.isError && (
        <Alert severity={cancelled ? 'info' : 'error'}>
          {cancelled ? 'The export was cancelled.' : `The export failed: ${errorMessage(exporter.error)}`}
        </Alert>
      )}
    </Stack>
  );
}

/** The 'Funnel' section: the type's steps with counts and rates, a by-day chart and the queue export. */
export function FunnelSection({
  campaign,
  counts,
}: {
  campaign: Campaign;
  counts: StatusCounts | undefined;
}) {
  const steps = counts ? funnelSteps(campaign, counts) : null;
  const queued = steps?.[0]?.count ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="funnel-title" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="funnel-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Funnel
        </Typography>
        <ExportButton campaignId={campaign.id} />
      </Stack>
      {!steps || !counts ? (
        <Alert severity="info">
          This version of the extension does not report the queue's status counts.
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
          }}
        >
          <Box>
            <Box
              component="ol"
              aria-label="Funnel steps"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
              {steps.map((step, i) => (
                <Box
                  component="li"
                  key={step.label}
                  aria-label={`${step.label}: ${formatNumber(step.count)}`}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {step.label}
                    </Typography>
                    <Typography component="span">
                      {formatNumber(step.count)}
                      {i > 0 && (
                        <Typography component="span" variant="body2" color="textSecondary">
                          {' '}
                          · {formatRate(step.rate)} of {steps[i - 1]!.label.toLowerCase()}
                        </Typography>
                      )}
                    </Typography>
                  </Box>
                  <Box
                    aria-hidden
                    sx={{
                      height: 10,
                      borderRadius: 1,
                      bgcolor: 'primary.main',
                      opacity: 1 - i * 0.18,
                      width: `${queued ? Math.max(1, (step.count / queued) * 100) : 0}%`,
                    }}
                  />
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {funnelLeftovers(counts)
                .map((l) => `${l.label} ${formatNumber(l.count)}`)
                .join(' · ')}
            </Typography>
          </Box>
          <ByDayChart campaignId={campaign.id} module={campaign.module} />
        </Box>
      )}
    </Paper>
  );
}
