import { useEffect } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format/numbers';
import { METRICS, type DashboardStats } from '../metrics';

/** The activity chart's plot (recharts): one spline series per metric, by day (by hour for one day). */
export function ActivityLines({ stats, onShown }: { stats: DashboardStats; onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return (
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
  );
}
