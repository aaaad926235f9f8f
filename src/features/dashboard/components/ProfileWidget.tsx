import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { formatNumber } from '@/lib/format/numbers';
import { useSessionUser } from '@/lib/session/sessionData';
import { useAccountPhoto } from '@/lib/session/extensionUser';
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
      <p>{query.isPending ? <Skeleton width={48} /> : query.isError ? '—' : formatNumber(query.data)}</p>
      <p>{label}</p>
    </>
  );
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0 }}>
      {children(content)}
    </Card>
  );
}

/** A card area that is a router link, with typed `to` and `search`. */
const CardLink = createLink(CardActionArea);

const tileSx = { p: 2, height: '100%' } as const;

// The count and its label: plain texts styled once (Typography is a styled component each).
const tileTextSx = {
  '& .count-tile > p': { m: 0, typography: 'body2', color: 'text.secondary' },
  '& .count-tile > p:first-of-type': { typography: 'h5', color: 'text.primary', fontWeight: 700 },
} as const;

/** The user, with the active campaigns, 1st connections and pending invites, each a way in. */
export function ProfileWidget() {
  const user = useSessionUser();
  const photo = useAccountPhoto(user);
  const activeCampaigns = useQuery(dashboardQueries.activeCampaigns());
  const connections = useQuery(dashboardQueries.connections());
  const pendingInvites = useQuery(dashboardQueries.pendingInvites());
  const name = user ? `${user.details.firstName} ${user.details.lastName}`.trim() || user.email : '';
  const account = user?.linkedinAccount;
  return (
    <Card component="section" aria-label="Profile" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <Avatar src={photo} alt={name} sx={{ width: 56, height: 56 }}>
            {name.charAt(0)}
          </Avatar>
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
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, ...tileTextSx }}>
          <CountTile label="Active campaigns" query={activeCampaigns}>
            {(content) => (
              <CardLink className="count-tile" to="/campaign-editor" sx={tileSx}>
                {content}
              </CardLink>
            )}
          </CountTile>
          <CountTile label="1st Connections" query={connections}>
            {(content) => (
              <CardLink className="count-tile" to="/crm" sx={tileSx}>
                {content}
              </CardLink>
            )}
          </CountTile>
          <CountTile label="Pending Invites" query={pendingInvites}>
            {(content) => (
              <CardLink className="count-tile" to="/settings" search={{ type: 'withdrawals' }} sx={tileSx}>
                {content}
              </CardLink>
            )}
          </CountTile>
        </Box>
      </CardContent>
    </Card>
  );
}
