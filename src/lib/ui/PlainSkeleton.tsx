import { keyframes, styled } from '@mui/material/styles';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } });

/**
 * MUI's pulsing Skeleton as one styled span (MUI's is a component tree and a style serialisation
 * per placeholder): a card's placeholder while its figures load. `text` takes a line's height.
 */
export const PlainSkeleton = styled('span', {
  shouldForwardProp: (prop) => prop !== 'shape' && prop !== 'width' && prop !== 'height',
})<{ shape?: 'text' | 'rounded'; width?: number; height?: number }>(
  ({ theme }) => ({
    display: 'block',
    backgroundColor: theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.11)' : 'rgba(255, 255, 255, 0.13)',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  }),
  ({ theme, shape = 'text', width, height }) => ({
    width,
    height,
    borderRadius: shape === 'rounded' ? theme.shape.borderRadius : 4,
    ...(shape === 'text' && {
      transform: 'scale(1, 0.6)',
      transformOrigin: '0 55%',
      '&:empty::before': { content: '"\\00a0"' },
    }),
  }),
);
