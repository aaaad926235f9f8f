import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
        // The cards' texts are plain elements styled once here (Typography is a styled component each).
        '& h3': { typography: 'subtitle2', color: 'text.secondary', m: 0 },
        '& p': { typography: 'body2', color: 'text.secondary', m: 0 },
        '& p[data-metric]': { typography: 'h4', color: 'text.primary', fontWeight: 700, my: 0.5 },
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
            <h3>{m.label}</h3>
            <p data-metric={m.key}>{formatNumber(stats.counts[m.event])}</p>
            {(notes[m.key] ?? ['\u00a0']).map((note) => (
              <p key={note}>{note}</p>
            ))}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
