import type { ReactNode } from 'react';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';
import { ICON_PATHS } from './iconPaths';
import { PlainIcon } from './plainControls';

type Severity = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<Severity, string> = {
  success: ICON_PATHS.successOutlined,
  info: ICON_PATHS.infoOutlined,
  warning: ICON_PATHS.reportProblemOutlined,
  error: ICON_PATHS.errorOutline,
};

const Box = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{ severity: Severity }>(({
  theme,
  severity,
}) => {
  const colour = theme.palette[severity];
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    color: darken(colour.light, 0.6),
    backgroundColor: lighten(colour.light, 0.9),
    '& > svg': { flexShrink: 0, marginRight: 12, padding: '7px 0', color: colour.main, opacity: 0.9 },
    '& > div': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  };
});

/**
 * MUI's standard Alert (its colours, icon and spacing) as plain elements, for the first screens'
 * notices: MUI's Alert brings Paper, IconButton, ButtonBase and its ripple with it.
 */
export function PlainAlert({
  severity,
  children,
  sx,
}: {
  severity: Severity;
  children: ReactNode;
  /** Margins, as on MUI's Alert. */
  sx?: SxProps<Theme>;
}) {
  return (
    <Box role="alert" severity={severity} sx={sx}>
      <PlainIcon d={ICONS[severity]} size={22} />
      <div>{children}</div>
    </Box>
  );
}
