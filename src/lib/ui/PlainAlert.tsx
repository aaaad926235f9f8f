import type { ReactNode } from 'react';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';
import { NOTICE_ICON_PATHS } from './noticeIconPaths';
import { PlainIcon } from './plainControls';

type Severity = 'success' | 'info' | 'warning' | 'error';

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
    // content-box: the padding goes around the 22 px icon (with border-box it shrank the icon to 8 px).
    '& > svg': {
      flexShrink: 0,
      boxSizing: 'content-box',
      marginRight: 12,
      padding: '7px 0',
      color: colour.main,
      opacity: 0.9,
    },
    '& > div': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    '& > div.plain-alert-action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
      overflow: 'visible',
    },
  };
});

/**
 * MUI's standard Alert (its colours, icon and spacing) as plain elements, for the first screens'
 * notices: MUI's Alert brings Paper, IconButton, ButtonBase and its ripple with it.
 */
export function PlainAlert({
  severity,
  children,
  action,
  onClose,
  sx,
}: {
  severity: Severity;
  children: ReactNode;
  /** A control at the end (MUI's Alert `action`), such as Try again. */
  action?: ReactNode;
  /** A close button at the end (MUI's Alert `onClose`). */
  onClose?: () => void;
  /** Margins, as on MUI's Alert. */
  sx?: SxProps<Theme>;
}) {
  return (
    <Box role="alert" severity={severity} sx={sx}>
      <PlainIcon d={NOTICE_ICON_PATHS[severity]} size={22} />
      <div>{children}</div>
      {(action || onClose) && (
        <div className="plain-alert-action">
          {action}
          {onClose && (
            <button
              type="button"
              className="plain-icon-button inherit"
              aria-label="Close"
              title="Close"
              onClick={onClose}
            >
              <PlainIcon d={NOTICE_ICON_PATHS.close} size={20} />
            </button>
          )}
        </div>
      )}
    </Box>
  );
}
