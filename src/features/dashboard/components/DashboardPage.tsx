import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { dashboardQueries } from '../api';
import { DEFAULT_PERIOD, PERIODS, type DashboardPeriod } from '../metrics';
import { MetricCards } from './MetricCards';
import { ProfileWidget } from './ProfileWidget';
import { ActivityChart, loadActivityLines } from './ActivityChart';
import { InteractionsDonut, loadInteractionsPie } from './InteractionsDonut';
import { TutorialVideoDialog } from '@/lib/ui/TutorialVideoDialog';
import { LinkButton } from '@/lib/ui/routerLinks';
import { whenIdle } from '@/lib/whenIdle';
import { useShownPage } from '@/lib/hooks/useShownPage';
import { SlowPageAlert } from '@/lib/ui/SlowPageAlert';

// The charts' plots (recharts, about 100 KB gzip) are not part of the first screen (issue 13): their
// code loads when the browser is idle after it, and each renders once its card scrolls into view.
const preloadPlots = () => {
  void loadActivityLines().catch(() => undefined);
  void loadInteractionsPie().catch(() => undefined);
};

const dashboardRoute = getRouteApi('/shell/');

/**
 * Other features' parts, composed in by the app: `planBox` (the active plan), `safety` (the
 * Account safety card) and `paymentReturn` (the dialogs after a checkout).
 */
export function DashboardPage({
  planBox,
  safety,
  paymentReturn,
}: {
  planBox?: ReactNode;
  safety?: ReactNode;
  paymentReturn?: ReactNode;
}) {
  // The period is in the URL (?period=): a reload keeps it, Back returns to the previous one.
  const period: DashboardPeriod = dashboardRoute.useSearch().period ?? DEFAULT_PERIOD;
  const navigate = dashboardRoute.useNavigate();
  const setPeriod = (next: DashboardPeriod) =>
    void navigate({ search: (s) => ({ ...s, period: next === DEFAULT_PERIOD ? undefined : next }) });
  const [videoOpen, setVideoOpen] = useState(false);
  // The donut's plot mounts after the line chart's: recharts renders a chart's mount in one task it
  // cannot slice (its store updates are synchronous), and two at once made one long task.
  const [donutPlotShown, setDonutPlotShown] = useState(false);
  const showDonutPlot = useCallback(() => startTransition(() => setDonutPlotShown(true)), []);
  useEffect(() => whenIdle(preloadPlots), []);
  // The route's loader fetched the period's figures. Another period's figures load behind the
  // ones on screen, which stay (dimmed) until they are in.
  const { shown: shownPeriod, stale, overdue, waitAgain } = useShownPage(period);
  const stats = useSuspenseQuery(dashboardQueries.stats(shownPeriod));
  const data = stats.data;

  return (
    // minmax(0, 1fr): the implicit track would be as wide as the widest row's content.
    <Box sx={{ p: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          Dashboard
        </Typography>
        <Button startIcon={<PlayCircleIcon />} onClick={() => setVideoOpen(true)}>
          Watch tutorial
        </Button>
        <LinkButton to="/campaign-editor" variant="contained" startIcon={<AddIcon />}>
          New Campaign
        </LinkButton>
      </Box>

      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <ProfileWidget />
        {planBox}
      </Box>

      {safety}

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          Activity
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Period"
          value={period}
          onChange={(_, next: DashboardPeriod | null) => next && setPeriod(next)}
          // On a narrow window the group scrolls sideways by itself, not the page.
          sx={{ maxWidth: '100%', overflowX: 'auto' }}
        >
          {PERIODS.map((p) => (
            <ToggleButton
              key={p.id}
              value={p.id}
              // text.secondary: MUI's action.active is under 4.5:1 on the page's background.
              sx={{ textTransform: 'none', px: 1.5, flexShrink: 0, color: 'text.secondary' }}
            >
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <SlowPageAlert
        overdue={overdue}
        queryKey={dashboardQueries.stats(period).queryKey}
        waitAgain={waitAgain}
        sx={{}}
      />

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          opacity: stale ? 0.6 : 1,
          transition: 'opacity 150ms',
        }}
        aria-busy={stale || stats.isFetching}
      >
        <MetricCards stats={data} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <ActivityChart stats={data} onShown={showDonutPlot} />
          <InteractionsDonut stats={data} plotShown={donutPlotShown} />
        </Box>
      </Box>

      <TutorialVideoDialog
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        topic="How to run your first campaign"
      />
      {paymentReturn}
    </Box>
  );
}
