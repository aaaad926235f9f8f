import { Alert, Box, Typography } from '@mui/material';

/** A screen that is not built yet: its title and a clear note, never a blank page. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">This screen is coming soon.</Alert>
    </Box>
  );
}
