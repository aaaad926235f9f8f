import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Conversation } from '@/lib/extension/contract';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageThread } from './MessageThread';
import type { Notify } from '@/lib/ui/notify';

/** Spec 5: opening a conversation without a participant profile. */
export const NO_PARTICIPANTS = 'No participants found in this conversation';

/** The open conversation: header with presence and tags, the messages, and the composer. */
export function ConversationView({ conversation, notify }: { conversation: Conversation; notify: Notify }) {
  if (!conversation.participants.length) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {NO_PARTICIPANTS}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader conversation={conversation} notify={notify} />
      <MessageThread conversation={conversation} />
      <Composer key={conversation.id} conversation={conversation} notify={notify} />
    </Box>
  );
}
