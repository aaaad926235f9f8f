import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/lib/constants';
import { useSessionUser } from '@/lib/session/sessionData';
import { Loading } from '@/lib/ui/Loading';
import { TextLink } from '@/lib/ui/routerLinks';
import { today } from '@/lib/time/clock';
import { useOnPageWith } from './supportPage';

/** The public pages' header (MUI's static AppBar and Toolbar), as plain elements styled once here. */
const layoutStyles = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  bgcolor: 'background.default',
  '& > header': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: { xs: 56, sm: 64 },
    px: { xs: 2, sm: 3 },
    bgcolor: 'background.paper',
    color: 'text.primary',
    boxShadow: 1,
    zIndex: 'appBar',
  },
} as const;

export function PublicLayout() {
  const user = useSessionUser();
  const onSupportPage = useOnPageWith('supportPage');
  return (
    <Box sx={layoutStyles}>
      <header>
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700 }}
        >
          {PRODUCT_NAME}
        </Typography>
        {user && !onSupportPage && (
          <Typography aria-label="Signed in as">
            {user.details.firstName} {user.details.lastName}
          </Typography>
        )}
      </header>
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
          flexWrap: 'wrap', // a narrow window: the links go on two lines, the page never scrolls sideways
          columnGap: 3,
          rowGap: 1,
          justifyContent: 'center',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <TextLink to="/terms">Terms</TextLink>
        <TextLink to="/privacyPolicy">Privacy policy</TextLink>
        <TextLink to="/diagnostics">Diagnostics</TextLink>
        <Typography variant="body2" color="textSecondary">
          © {today().getFullYear()} {PRODUCT_NAME}
        </Typography>
      </Box>
    </Box>
  );
}
