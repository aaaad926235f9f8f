import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@/lib/format/numbers';
import type { DayRow } from '../funnel';

const COLOURS = ['#5e35b1', '#00897b', '#f4511e'];

/** The campaign's actions and outcomes per day (loaded lazily: recharts stays out of other chunks). */
export function FunnelDayChart({
  rows,
  series,
}: {
  rows: DayRow[];
  series: { key: string; label: string }[];
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickLine={false} minTickGap={16} />
        <YAxis allowDecimals={false} width={40} tickFormatter={(v: number) => formatNumber(v)} />
        <Tooltip formatter={(v) => formatNumber(Number(v))} />
        <Legend itemSorter={null} />
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLOURS[i % COLOURS.length]} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
