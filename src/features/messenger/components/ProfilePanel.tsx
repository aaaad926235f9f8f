import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@/lib/extension/contract';
import { MESSENGER } from '@/lib/constants';
import { excerpt } from '@/lib/format/text';
import { QueryStatus } from '@/lib/ui/RetryAlert';
import { messengerQueries } from '../api';
import { NO_PARTICIPANTS } from './ConversationView';
import { ProfileEditor } from './ProfileEditor';
import { ProfileTimeline } from './ProfileTimeline';
import type { Notify } from '@/lib/ui/notify';

/** The right column: who the conversation is with, what the campaigns did with them, tags and notes. */
export function ProfilePanel({ conversation, notify }: { conversation: Conversation; notify: Notify }) {
  const participant = conversation.participants[0];
  const profile = useQuery({
    ...messengerQueries.profile(participant ?? { profileId: '', firstName: '', lastName: '' }),
    enabled: !!participant,
  });
  if (!participant) return null;
  const p = profile.data;
  const name = `${p?.firstName ?? participant.firstName} ${p?.lastName ?? participant.lastName}`.trim();
  const occupation = p?.occupation ?? participant.occupation;
  return (
    <Box
      component="aside"
      aria-label="Profile"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
      >
        <Avatar
          src={p?.picture ?? participant.picture ?? undefined}
          alt={name}
          sx={{ width: 72, height: 72 }}
        >
          {name.charAt(0)}
        </Avatar>
        <Typography variant="h6" component="h2">
          {excerpt(name, MESSENGER.nameMax)}
        </Typography>
        {occupation && (
          <Typography variant="body2" color="textSecondary">
            {excerpt(occupation, MESSENGER.occupationMax)}
          </Typography>
        )}
      </Box>
      <Divider />
      <QueryStatus query={profile} loading="Loading profile" what="Profile could not be loaded" />
      {/* Spec 5: opening a conversation without a participant profile. */}
      {profile.isSuccess && !p && <Alert severity="warning">{NO_PARTICIPANTS}</Alert>}
      {p && (
        <>
          <Typography variant="subtitle2" component="h3">
            Events
          </Typography>
          <ProfileTimeline profile={p} />
          <Divider />
          <ProfileEditor key={p.id} conversationId={conversation.id} profile={p} notify={notify} />
        </>
      )}
    </Box>
  );
}
