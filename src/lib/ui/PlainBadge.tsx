import { styled } from '@mui/material/styles';

/** MUI's small filled Chip as one span, for a static label such as a plan's "Active subscription". */
export const PlainBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'colour' })<{
  colour: 'success' | 'primary';
}>(({ theme, colour }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  backgroundColor: theme.palette[colour].main,
  color: theme.palette[colour].contrastText,
}));
