import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A page that is one centred card under its heading (sign-in screens, the extension's set-up):
 * MUI's outlined Card and CardContent, drawn by one styled box (the sign-in screens load no Card).
 */
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
      <Box
        sx={{
          width: '100%',
          maxWidth,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: { xs: 2, sm: 4 },
          pt: { xs: 2, sm: 4 },
          // CardContent's last-child rule made the bottom padding 24 px at every width.
          pb: 3,
        }}
      >
        <Typography variant={titleVariant} component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
