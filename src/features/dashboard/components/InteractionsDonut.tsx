import { Box, Card, CardContent, Typography } from '@mui/material';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatNumber } from '@/lib/format/numbers';
import type { DashboardStats } from '../metrics';

/** The donut 'Interactions with the profile'. */
export function InteractionsDonut({ stats }: { stats: DashboardStats }) {
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
              <Typography color="text.secondary">No interactions in this period</Typography>
            </Box>
          ) : (
            <>
              <ResponsiveContainer width="100%" height="100%">
                <PieChart>
                  <Pie
                    data={shown}
                    dataKey="value"
                    nameKey="name"
                    innerRadius="55%"
                    outerRadius="80%"
                    paddingAngle={2}
                    cy="45%"
                  >
                    {shown.map((d) => (
                      <Cell key={d.name} fill={d.color} />
                    ))}
                  </Pie>
                  <Tooltip formatter={(v) => formatNumber(Number(v))} />
                  <Legend itemSorter={null} />
                </PieChart>
              </ResponsiveContainer>
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
                <Typography variant="caption" color="text.secondary">
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
