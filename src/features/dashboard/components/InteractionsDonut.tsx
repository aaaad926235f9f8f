import { lazy, Suspense } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { formatNumber } from '@/lib/format/numbers';
import { WhenInViewport } from '@/lib/ui/WhenInViewport';
import type { DashboardStats } from '../metrics';
import { chartCardStyles } from './chartCard';

export const loadInteractionsPie = () => import('./InteractionsPie');
const InteractionsPie = lazy(() => loadInteractionsPie().then((m) => ({ default: m.InteractionsPie })));

/**
 * The donut 'Interactions with the profile'. Its plot (recharts) renders once `plotShown` and the
 * card scrolls into view; the total and the accessible summary are there from the start.
 */
export function InteractionsDonut({
  stats,
  plotShown = true,
}: {
  stats: DashboardStats;
  plotShown?: boolean;
}) {
  const data = stats.interactions;
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const shown = data.filter((d) => d.value > 0);
  const summary = `Interactions with the profile: ${data.map((d) => `${d.name} ${formatNumber(d.value)}`).join(', ')}`;
  return (
    <Card component="section" aria-labelledby="interactions-title" sx={{ height: '100%' }}>
      <CardContent sx={chartCardStyles}>
        <h2 id="interactions-title">Interactions with the profile</h2>
        <div role="img" aria-label={summary} className="chart-plot">
          {total === 0 ? (
            <p className="chart-empty">No interactions in this period</p>
          ) : (
            <>
              {/* The plot waits for the activity chart's (one long task each, not one for both). */}
              {plotShown && (
                <WhenInViewport>
                  <Suspense fallback={null}>
                    <InteractionsPie shown={shown} />
                  </Suspense>
                </WhenInViewport>
              )}
              <div className="donut-total">
                <p>{formatNumber(total)}</p>
                <span>Total</span>
              </div>
            </>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
