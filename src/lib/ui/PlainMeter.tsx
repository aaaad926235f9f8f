import { lighten, styled } from '@mui/material/styles';

type MeterColour = 'primary' | 'warning' | 'error';

const Track = styled('span')<{ colour: MeterColour }>(({ theme, colour }) => ({
  display: 'block',
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 5,
  backgroundColor: lighten(theme.palette[colour].main, 0.62),
  '& > span': {
    position: 'absolute',
    inset: 0,
    backgroundColor: theme.palette[colour].main,
    transition: 'transform 0.4s linear',
  },
}));

/**
 * MUI's determinate LinearProgress as two spans: a bar for a figure against its limit, read by
 * screen readers as a progress bar with its own value text.
 */
export function PlainMeter({
  value,
  label,
  valueText,
  colour = 'primary',
  height = 10,
}: {
  /** 0 to 100. */
  value: number;
  label: string;
  valueText?: string;
  colour?: MeterColour;
  height?: number;
}) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Track
      colour={colour}
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={valueText}
      style={{ height }}
    >
      <span style={{ transform: `translateX(${percent - 100}%)` }} />
    </Track>
  );
}
