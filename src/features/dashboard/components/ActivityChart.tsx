import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/numbers';
import { WhenInViewport } from '@/lib/ui/WhenInViewport';
import { METRICS, type DashboardStats } from '../metrics';

export const loadActivityLines = () => import('./ActivityLines');
const ActivityLines = lazy(() => loadActivityLines().then((m) => ({ default: m.ActivityLines })));

/**
 * The 'Activity Chart' card. Its plot (recharts) renders once the card scrolls into view; the
 * figures it draws are in its accessible name from the start.
 */
export function ActivityChart({ stats, onShown }: { stats: DashboardStats; onShown?: () => void }) {
  const summary = `Activity Chart: ${METRICS.map((m) => `${m.label} ${formatNumber(stats.counts[m.event])}`).join(', ')}`;
  return (
    <Card component="section" aria-labelledby="activity-chart-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="activity-chart-title" variant="h6" component="h2" gutterBottom>
          Activity Chart
        </Typography>
        <Box role="img" aria-label={summary} sx={{ height: 320 }}>
          <WhenInViewport>
            <Suspense fallback={null}>
              <ActivityLines stats={stats} onShown={onShown} />
            </Suspense>
          </WhenInViewport>
        </Box>
      </CardContent>
    </Card>
  );
}
