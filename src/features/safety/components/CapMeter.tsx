import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@/lib/format/numbers';
import { PlainMeter } from '@/lib/ui/PlainMeter';
import type { CapLevel } from '../safety';

const COLOURS = { ok: 'primary', near: 'warning', reached: 'error' } as const;

/** "used / cap" with a bar; the bar is a meter for screen readers. */
export function CapMeter({
  label,
  used,
  cap,
  level,
  dense = false,
}: {
  label: string;
  used: number;
  cap: number;
  level: CapLevel;
  dense?: boolean;
}) {
  const percent = cap > 0 ? Math.min(100, (used / cap) * 100) : used > 0 ? 100 : 0;
  const figures = `${formatNumber(used)} / ${formatNumber(cap)}`;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant={dense ? 'body2' : 'subtitle1'} component="span">
          {label}
        </Typography>
        <Typography
          variant={dense ? 'body2' : 'subtitle1'}
          component="span"
          sx={{ fontWeight: 600, color: level === 'ok' ? 'text.primary' : `${COLOURS[level]}.dark` }}
        >
          {figures}
        </Typography>
      </Box>
      <PlainMeter
        value={percent}
        colour={COLOURS[level]}
        label={label}
        valueText={`${figures}${level === 'ok' ? '' : level === 'near' ? ', near the cap' : ', cap reached'}`}
        height={dense ? 6 : 10}
      />
    </Box>
  );
}
