import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { createLink } from '@tanstack/react-router';
import { focusRing, PlainIcon } from './plainControls';

const Anchor = styled('a')(({ theme }) => ({
  ...theme.typography.button,
  textTransform: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  textDecoration: 'none',
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
  '&:hover': { backgroundColor: theme.palette.primary.dark },
  '&:focus-visible': { ...focusRing(theme), outlineOffset: 2 },
  '& > svg': { marginLeft: -4, marginRight: 8 },
}));

function ContainedAnchor({
  icon,
  children,
  ...props
}: React.ComponentProps<'a'> & { icon?: string; children: ReactNode }) {
  return (
    <Anchor {...props}>
      {icon && <PlainIcon d={icon} />}
      {children}
    </Anchor>
  );
}

/**
 * A router link drawn as MUI's contained Button (the theme's: no elevation, no upper case), with
 * an optional start icon (an ICON_PATHS path). MUI's Button as a link is some ten components and
 * brings ButtonBase and its ripple to a first screen.
 */
export const ContainedLinkButton = createLink(ContainedAnchor);
