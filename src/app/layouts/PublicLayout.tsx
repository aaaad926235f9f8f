import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/lib/constants';
import { useSessionUser } from '@/lib/session/sessionData';
import { Loading } from '@/lib/ui/Loading';
import { today } from '@/lib/time/clock';
import { useStartupSlicesEnd } from '../boot/renderSlices';

export function PublicLayout() {
  const user = useSessionUser();
  useStartupSlicesEnd();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={1} component="header">
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to="/"
            sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}
          >
            {PRODUCT_NAME}
          </Typography>
          {user && (
            <Typography aria-label="Signed in as">
              {user.details.firstName} {user.details.lastName}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: 4 }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box
        component="footer"
        sx={{
          py: 2,
          display: 'flex',
          gap: 3,
          justifyContent: 'center',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Link component={RouterLink} to="/terms">
          Terms
        </Link>
        <Link component={RouterLink} to="/privacyPolicy">
          Privacy policy
        </Link>
        <Typography variant="body2" color="textSecondary">
          © {today().getFullYear()} {PRODUCT_NAME}
        </Typography>
      </Box>
    </Box>
  );
}
