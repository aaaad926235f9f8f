import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format/numbers';
import { useSessionUser } from '@/lib/session/sessionData';
import { insetFocusRing } from '@/lib/ui/plainControls';
import { PlainAvatar } from '@/lib/ui/PlainAvatar';
import { PlainSkeleton } from '@/lib/ui/PlainSkeleton';
import { dashboardQueries } from '../api';

function CountTile({
  label,
  query,
  children,
}: {
  label: string;
  query: UseQueryResult<number>;
  children: (content: ReactNode) => ReactNode;
}) {
  const content = (
    <>
      <p>{query.isPending ? <PlainSkeleton width={48} /> : query.isError ? '—' : formatNumber(query.data)}</p>
      <p>{label}</p>
    </>
  );
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      {children(content)}
    </Card>
  );
}

/** Each tile is a router link over its whole card (MUI's CardActionArea, as a plain link). */
const tileLinkSx = {
  '& a.count-tile': {
    display: 'block',
    p: 2,
    height: '100%',
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: 'inherit',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': insetFocusRing,
  },
  // The count and its label: plain texts styled once (Typography is a styled component each).
  '& a.count-tile > p': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& a.count-tile > p:first-of-type': { typography: 'h5', color: 'text.primary', fontWeight: 700 },
} as const;

/** The user, with the active campaigns, 1st connections and pending invites, each a way in. */
export function ProfileWidget() {
  const user = useSessionUser();
  const activeCampaigns = useQuery(dashboardQueries.activeCampaigns());
  const connections = useQuery(dashboardQueries.connections());
  const pendingInvites = useQuery(dashboardQueries.pendingInvites());
  const name = user ? `${user.details.firstName} ${user.details.lastName}`.trim() || user.email : '';
  const account = user?.linkedinAccount;
  return (
    <Card component="section" aria-label="Profile" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <PlainAvatar
            src={user?.details.photo ?? account?.photo ?? undefined}
            alt={name}
            size={56}
            fallback={name.charAt(0)}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" noWrap>
              {name}
            </Typography>
            {account && (
              <Typography variant="body2" color="textSecondary" noWrap>
                LinkedIn: {account.firstName} {account.lastName}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, ...tileLinkSx }}>
          <CountTile label="Active campaigns" query={activeCampaigns}>
            {(content) => (
              <RouterLink className="count-tile" to="/campaign-editor">
                {content}
              </RouterLink>
            )}
          </CountTile>
          <CountTile label="1st Connections" query={connections}>
            {(content) => (
              <RouterLink className="count-tile" to="/crm">
                {content}
              </RouterLink>
            )}
          </CountTile>
          <CountTile label="Pending Invites" query={pendingInvites}>
            {(content) => (
              <RouterLink className="count-tile" to="/settings" search={{ type: 'withdrawals' }}>
                {content}
              </RouterLink>
            )}
          </CountTile>
        </Box>
      </CardContent>
    </Card>
  );
}
