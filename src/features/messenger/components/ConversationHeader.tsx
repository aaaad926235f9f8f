import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import { TagEntryField, useTagEntry } from './TagEntryField';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SyncIcon from '@mui/icons-material/Sync';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { MESSENGER } from '@/lib/constants';
import { formatRelative } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { linkedinProfileUrl, linkedinThreadUrl } from '@/lib/safeUrl';
import { messengerQueries, tagsOf, useConversationTagsMutation, useResyncConversationMutation } from '../api';
import { conversationName } from './ConversationList';
import type { Notify } from '@/lib/ui/notify';

const threadUrl = (c: Conversation) => linkedinThreadUrl(c.entityUrn.split(':').pop() ?? c.id);

/** The open conversation's header: who, presence, links to LinkedIn, resync and the tag adder. */
export function ConversationHeader({ conversation, notify }: { conversation: Conversation; notify: Notify }) {
  const participant = conversation.participants[0]!;
  const presence = useQuery(messengerQueries.presence(participant.profileId));
  const tags = useQuery(messengerQueries.tags());
  const current = tagsOf(conversation, tags.data);
  const online = presence.data?.availability === 'ONLINE';
  const name = conversationName(conversation);
  const tagsMutation = useConversationTagsMutation(conversation);
  const saveTags = (next: string[]) =>
    tagsMutation.mutate(next, {
      onError: (e) => notify(`Could not save the tags: ${errorMessage(e)}`, 'error'),
    });
  const resync = useResyncConversationMutation(conversation.id);

  const tagEntry = useTagEntry(conversation.id, 'tag', current, (tag) => saveTags([...current, tag]));

  const subtitle = online
    ? excerpt(participant.occupation, MESSENGER.occupationMax)
    : presence.data?.lastActiveAt
      ? `Last seen ${formatRelative(presence.data.lastActiveAt)}`
      : excerpt(participant.occupation, MESSENGER.occupationMax);
  const inboxHref = threadUrl(conversation);

  return (
    <Box
      sx={{
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Badge
          overlap="circular"
          variant="dot"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          slotProps={{
            badge: { sx: { bgcolor: online ? 'success.main' : 'grey.500', boxShadow: '0 0 0 2px white' } },
          }}
          aria-label={online ? 'Online' : 'Offline'}
          role="img"
        >
          <Avatar src={participant.picture ?? undefined} alt="">
            {name.charAt(0)}
          </Avatar>
        </Badge>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Link
            href={linkedinProfileUrl(participant.publicIdentifier)}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            {excerpt(name, MESSENGER.nameMax)}
          </Link>
          <Typography variant="body2" color="textSecondary" noWrap>
            {subtitle}
          </Typography>
        </Box>
        <Tooltip title="Resync conversation">
          <span>
            <IconButton
              aria-label="Resync conversation"
              disabled={resync.isPending}
              onClick={() =>
                resync.mutate(undefined, {
                  onError: (e) =>
                    notify(`The conversation could not be resynced: ${errorMessage(e)}`, 'error'),
                })
              }
            >
              <SyncIcon />
            </IconButton>
          </span>
        </Tooltip>
        {inboxHref && (
          <Tooltip title="Open in LinkedIn inbox">
            <IconButton
              aria-label="Open in LinkedIn inbox"
              href={inboxHref}
              target="_blank"
              rel="noopener noreferrer"
            >
              <OpenInNewIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box
        component="form"
        onSubmit={tagEntry.submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        aria-label="Conversation tags"
      >
        {current.map((t) => (
          <Chip key={t} label={t} size="small" onDelete={() => saveTags(current.filter((x) => x !== t))} />
        ))}
        <TagEntryField label="Add a tag" {...tagEntry.field} width={160} />
        <Button type="submit" size="small">
          Add tag
        </Button>
      </Box>
    </Box>
  );
}
