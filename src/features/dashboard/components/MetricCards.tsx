import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatNumber, formatPercent } from '@/lib/format/numbers';
import { METRICS, type DashboardStats } from '../metrics';

/** The four metric cards; acceptance, open and reply rates under the figures they derive from. */
export function MetricCards({ stats }: { stats: DashboardStats }) {
  const notes: Record<string, string[]> = {
    connections: [`Acceptance rate ${formatPercent(stats.rates.acceptanceRate)}`],
    messages: [
      `Open rate ${formatPercent(stats.rates.openRate)}`,
      `Reply rate ${formatPercent(stats.rates.replyRate)}`,
    ],
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {METRICS.map((m) => (
        <Card
          key={m.key}
          component="section"
          aria-label={m.label}
          sx={{ borderTop: 4, borderColor: m.color }}
        >
          <CardContent>
            <Typography variant="subtitle2" component="h3" color="textSecondary">
              {m.label}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }} data-metric={m.key}>
              {formatNumber(stats.counts[m.event])}
            </Typography>
            {(notes[m.key] ?? ['\u00a0']).map((note) => (
              <Typography key={note} variant="body2" color="textSecondary">
                {note}
              </Typography>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
