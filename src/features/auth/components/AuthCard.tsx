import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
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

/** A divider with a centred "or". */
export function OrDivider() {
  return (
    <Divider sx={{ my: 2 }}>
      <Typography variant="body2" color="textSecondary">
        or
      </Typography>
    </Divider>
  );
}
