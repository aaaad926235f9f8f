import { Box, Card, CardContent, Typography } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format/numbers';
import { METRICS, type DashboardStats } from '../metrics';

/** One spline series per metric, by day (by hour for a one-day period). */
export function ActivityChart({ stats }: { stats: DashboardStats }) {
  const summary = `Activity Chart: ${METRICS.map((m) => `${m.label} ${formatNumber(stats.counts[m.event])}`).join(', ')}`;
  return (
    <Card component="section" aria-labelledby="activity-chart-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="activity-chart-title" variant="h6" component="h2" gutterBottom>
          Activity Chart
        </Typography>
        <Box role="img" aria-label={summary} sx={{ height: 320 }}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={stats.series} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tickLine={false} minTickGap={16} />
              <YAxis allowDecimals={false} width={40} tickFormatter={(v: number) => formatNumber(v)} />
              <Tooltip formatter={(v) => formatNumber(Number(v))} />
              <Legend itemSorter={null} />
              {METRICS.map((m) => (
                <Line
                  key={m.key}
                  type="monotone"
                  dataKey={m.key}
                  name={m.label}
                  stroke={m.color}
                  strokeWidth={2}
                  dot={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}
