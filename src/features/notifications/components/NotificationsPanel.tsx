import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/extension/errors';
import { formatDateTime, formatRelative } from '@/lib/format/dates';
import { linkedinProfileUrl } from '@/lib/safeUrl';
import { notificationQueries } from '../api';
import { useLastRead } from '../lastRead';
import {
  isNew,
  markAllReadPoint,
  newCount,
  notificationTitle,
  NOTIFICATION_DAYS,
  type Notification,
} from '../notifications';

const ItemLink = createLink(ListItemButton);

interface NotificationsPanelProps {
  anchor: HTMLElement | null;
  accountId: string | null;
  onClose: () => void;
}

/** The bell's list: newest first, each entry a link to where a person goes next; Mark all as read. */
export function NotificationsPanel({ anchor, accountId, onClose }: NotificationsPanelProps) {
  const headingId = useId();
  const { data: list, error, isPending, refetch } = useQuery(notificationQueries.recent());
  const [lastRead, storeLastRead] = useLastRead(accountId);
  const unread = newCount(list ?? [], lastRead).count;
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(560px, calc(100vh - 96px))' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, pt: 1.5, pb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          Notifications
        </Typography>
        <Button
          size="small"
          disabled={unread === 0}
          onClick={(e) => {
            // The button turns disabled: the keyboard stays in the list (Escape still closes it).
            e.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
            const point = markAllReadPoint(list ?? [], lastRead);
            if (point !== null) storeLastRead(point);
          }}
        >
          Mark all as read
        </Button>
      </Stack>
      {isPending ? (
        <Stack sx={{ alignItems: 'center', p: 3 }}>
          <CircularProgress size={28} aria-label="Loading notifications" />
        </Stack>
      ) : error ? (
        <Stack sx={{ gap: 1, alignItems: 'flex-start', px: 2, pb: 2 }}>
          <Typography role="alert" variant="body2">
            The notifications could not be loaded: {errorMessage(error)}
          </Typography>
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      ) : list.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ px: 2, pb: 2 }}>
          No replies or new connections in the last {NOTIFICATION_DAYS} days.
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {list.map((n) => (
            <ListItem key={n.key} disablePadding divider>
              <NotificationLink notification={n} fresh={isNew(n, lastRead)} onClose={onClose} />
            </ListItem>
          ))}
        </List>
      )}
    </Popover>
  );
}

function NotificationText({ notification: n, fresh }: { notification: Notification; fresh: boolean }) {
  return (
    <ListItemText
      primary={
        <>
          {fresh && (
            <>
              <Typography component="span" variant="caption" color="primary" sx={{ fontWeight: 700 }}>
                New
              </Typography>{' '}
            </>
          )}
          <Typography component="span" variant="body2" sx={{ fontWeight: fresh ? 700 : 400 }}>
            {notificationTitle(n)}
          </Typography>
        </>
      }
      secondary={
        <>
          {n.campaign && `Campaign: ${n.campaign.name} · `}
          <time dateTime={new Date(n.createdAt).toISOString()} title={formatDateTime(n.createdAt)}>
            {formatRelative(n.createdAt)}
          </time>
        </>
      }
      slotProps={{ primary: { component: 'div' } }}
    />
  );
}

/**
 * Where a person goes: a reply to its conversation; a new connection to the person's LinkedIn
 * profile (through the one URL check), else to the campaign that made it, else to the CRM.
 */
function NotificationLink({
  notification: n,
  fresh,
  onClose,
}: {
  notification: Notification;
  fresh: boolean;
  onClose: () => void;
}) {
  const text = <NotificationText notification={n} fresh={fresh} />;
  if (n.kind === 'reply')
    return (
      <ItemLink to="/messenger" search={n.conversationId ? { c: n.conversationId } : {}} onClick={onClose}>
        {text}
      </ItemLink>
    );
  const profile = linkedinProfileUrl(n.profilePublicId);
  if (profile)
    return (
      <ListItemButton
        component="a"
        href={profile}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        {text}
      </ListItemButton>
    );
  if (n.campaign)
    return (
      <ItemLink to="/campaign-manager/$id" params={{ id: n.campaign.id }} onClick={onClose}>
        {text}
      </ItemLink>
    );
  return (
    <ItemLink to="/crm" onClick={onClose}>
      {text}
    </ItemLink>
  );
}
