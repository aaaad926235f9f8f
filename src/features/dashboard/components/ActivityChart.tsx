import { lazy, Suspense } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { formatNumber } from '@/lib/format/numbers';
import { WhenInViewport } from '@/lib/ui/WhenInViewport';
import { METRICS, type DashboardStats } from '../metrics';
import { chartCardStyles } from './chartCard';

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
      <CardContent sx={chartCardStyles}>
        <h2 id="activity-chart-title">Activity Chart</h2>
        <div role="img" aria-label={summary} className="chart-plot">
          <WhenInViewport>
            <Suspense fallback={null}>
              <ActivityLines stats={stats} onShown={onShown} />
            </Suspense>
          </WhenInViewport>
        </div>
      </CardContent>
    </Card>
  );
}
