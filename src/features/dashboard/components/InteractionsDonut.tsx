import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/numbers';
import { WhenInViewport } from '@/lib/ui/WhenInViewport';
import type { DashboardStats } from '../metrics';

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
      <CardContent>
        <Typography id="interactions-title" variant="h6" component="h2" gutterBottom>
          Interactions with the profile
        </Typography>
        <Box role="img" aria-label={summary} sx={{ height: 320, position: 'relative' }}>
          {total === 0 ? (
            <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography color="textSecondary">No interactions in this period</Typography>
            </Box>
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
              <Box
                sx={{
                  position: 'absolute',
                  top: '45%',
                  left: '50%',
                  transform: 'translate(-50%, -50%)',
                  textAlign: 'center',
                  pointerEvents: 'none',
                }}
              >
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {formatNumber(total)}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  Total
                </Typography>
              </Box>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
