import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@/lib/extension/contract';
import { formatDateTime } from '@/lib/format/dates';
import { QueryStatus } from '@/lib/ui/RetryAlert';
import { messengerQueries } from '../api';

const EVENT_LABELS: Record<string, string> = {
  connectionRequestSent: 'Connection request sent',
  profileViewed: 'Profile viewed',
  messageSent: 'Message sent',
  ilike: 'Post liked',
  icomment: 'Post commented',
  ishare: 'Post shared',
};

/** What the campaigns did with this person (getRelatedEvents [profile, names]), newest first. */
export function ProfileTimeline({ profile }: { profile: Profile }) {
  const related = useQuery(messengerQueries.relatedEvents(profile));
  if (!related.isSuccess)
    return <QueryStatus query={related} loading="Loading events" what="Events could not be loaded" />;
  const events = related.data.slice().sort((a, b) => b.createdAt - a.createdAt);
  if (!events.length)
    return (
      <Typography variant="body2" color="textSecondary">
        This profile is not included in any of the campaigns
      </Typography>
    );
  return (
    <List dense aria-label="Events" sx={{ py: 0 }}>
      {events.map((e, i) => (
        <ListItem key={`${e.name}-${e.createdAt}-${i}`} disableGutters>
          <ListItemText
            primary={`${EVENT_LABELS[e.name] ?? e.name} · ${e.campaignId?.name ?? '(deleted)'}`}
            secondary={formatDateTime(e.createdAt)}
          />
        </ListItem>
      ))}
    </List>
  );
}
