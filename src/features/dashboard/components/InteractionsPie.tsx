import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatNumber } from '@/lib/format/numbers';
import type { DashboardStats } from '../metrics';

/** The interactions donut's plot (recharts): the interactions that happened, one sector each. */
export function InteractionsPie({ shown }: { shown: DashboardStats['interactions'] }) {
  return (
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
  );
}
