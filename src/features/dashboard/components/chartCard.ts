/**
 * The chart cards' look, set once on their content: the title (MUI's h6 with gutterBottom), the
 * plot's box, and the donut's total in its middle. Plain elements, not a Typography or Box each.
 */
export const chartCardStyles = {
  '& > h2': { typography: 'h6', m: 0, mb: '0.35em' },
  '& > .chart-plot': { height: 320, position: 'relative' },
  '& .chart-empty': {
    height: '100%',
    m: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    typography: 'body1',
    color: 'text.secondary',
  },
  '& .donut-total': {
    position: 'absolute',
    top: '45%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    textAlign: 'center',
    pointerEvents: 'none',
  },
  '& .donut-total > p': { typography: 'h5', fontWeight: 700, m: 0 },
  '& .donut-total > span': { typography: 'caption', color: 'text.secondary' },
} as const;
