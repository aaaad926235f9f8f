import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A page that is one centred card under its heading (sign-in screens, the extension's set-up). */
export function CenteredCard({
  title,
  maxWidth,
  titleVariant,
  children,
}: {
  title: ReactNode;
  maxWidth: number;
  titleVariant: 'h4' | 'h5';
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 1, sm: 4 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant={titleVariant} component="h1" gutterBottom sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
