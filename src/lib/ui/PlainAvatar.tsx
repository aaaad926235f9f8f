import { useState, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';

const Circle = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  backgroundColor: theme.palette.grey[400],
  color: theme.palette.background.default,
  fontSize: theme.typography.pxToRem(20),
  lineHeight: 1,
  userSelect: 'none',
  '& > img': { width: '100%', height: '100%', objectFit: 'cover' },
}));

/**
 * MUI's Avatar as a span: the photo when there is one and it loads, else `fallback` (an initial).
 */
export function PlainAvatar({
  src,
  alt,
  size = 40,
  fallback,
}: {
  src?: string;
  alt: string;
  size?: number;
  fallback: ReactNode;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Circle style={{ width: size, height: size }}>
      {src && failedSrc !== src ? <img src={src} alt={alt} onError={() => setFailedSrc(src)} /> : fallback}
    </Circle>
  );
}
