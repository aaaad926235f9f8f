import { Box, CircularProgress, Typography } from '@mui/material';

/** The spec's loading state: a spinner with 'Loading...'. */
export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
        minHeight: fullScreen ? '100vh' : 240,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}
