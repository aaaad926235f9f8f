import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CenteredCard } from '@/lib/ui/CenteredCard';

/** The frame of every sign-in screen: a centred card with a heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <CenteredCard title={title} maxWidth={460} titleVariant="h5">
      {subtitle && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </CenteredCard>
  );
}

/** MUI's Divider with a centred "or" (a separator, lines on both sides), as two elements. */
export function OrDivider() {
  return (
    <Box
      role="separator"
      sx={{
        my: 2,
        display: 'flex',
        alignItems: 'center',
        '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ px: 1.2 }}>
        or
      </Typography>
    </Box>
  );
}
