import LinearProgress from '@mui/material/LinearProgress';
import { styled } from '@mui/material/styles';
import { formatNumber } from '@/lib/format/numbers';
import type { CapLevel } from '../safety';

const COLOURS = { ok: 'primary', near: 'warning', reached: 'error' } as const;

// Plain elements styled once (the dashboard's card shows five meters; two Boxes and two
// Typographys each were some twenty styled components).
const Root = styled('div')(({ theme }) => ({
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(0.5),
  },
  '& > div > span': theme.typography.subtitle1,
  '&.dense > div > span': theme.typography.body2,
  // &&: above the dense rule's weight (a class more than `&.dense > div > span`).
  '&& > div > span + span': { fontWeight: 600, color: theme.palette.text.primary },
  '&[data-level="near"] > div > span + span': { color: theme.palette.warning.dark },
  '&[data-level="reached"] > div > span + span': { color: theme.palette.error.dark },
}));

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
    <Root className={dense ? 'dense' : undefined} data-level={level}>
      <div>
        <span>{label}</span>
        <span>{figures}</span>
      </div>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={COLOURS[level]}
        aria-label={label}
        aria-valuetext={`${figures}${level === 'ok' ? '' : level === 'near' ? ', near the cap' : ', cap reached'}`}
        sx={{ height: dense ? 6 : 10, borderRadius: 5 }}
      />
    </Root>
  );
}
