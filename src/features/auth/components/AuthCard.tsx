import type { ReactNode } from 'react';
import { Box, Card, CardContent, Divider, Typography } from '@mui/material';

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
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 460 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}

export function OrDivider() {
  return (
    <Divider sx={{ my: 2 }}>
      <Typography variant="body2" color="text.secondary">
        or
      </Typography>
    </Divider>
  );
}
