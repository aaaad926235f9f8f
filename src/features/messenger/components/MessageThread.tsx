import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Conversation, MessageEvent } from '@/lib/extension/contract';
import { MESSENGER } from '@/lib/constants';
import { formatDateTime, formatRelative } from '@/lib/format/dates';
import { QueryStatus } from '@/lib/ui/RetryAlert';
import { now as clockNow } from '@/lib/time/clock';
import { messengerQueries } from '../api';
import { LinkedText } from '../linkify';
import { conversationName } from './ConversationList';

/** The thread, oldest first; within 100 px of the top older messages load. */
export function MessageThread({ conversation }: { conversation: Conversation }) {
  const events = useInfiniteQuery(messengerQueries.events(conversation.id));
  const scrollRef = useRef<HTMLDivElement>(null);
  const participantIds = new Set(conversation.participants.map((p) => p.profileId));
  const messages = (events.data?.pages ?? []).slice().reverse().flat();
  const firstUrn = messages[0]?.entityUrn;
  const lastUrn = messages[messages.length - 1]?.entityUrn;
  const prev = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const seen = conversation.receipts?.seenReceipt;

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const before = prev.current;
    if (before.first && firstUrn !== before.first && lastUrn === before.last) {
      el.scrollTop += el.scrollHeight - before.height; // older messages came in above: stay put
    } else if (lastUrn !== before.last) {
      el.scrollTop = el.scrollHeight;
    }
    prev.current = { first: firstUrn, last: lastUrn, height: el.scrollHeight };
  }, [firstUrn, lastUrn]);

  // fetchEvents is throttled to one call per 250 ms.
  const lastLoad = useRef(0);
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el || el.scrollTop > MESSENGER.scrollThresholdPx || !events.hasNextPage || events.isFetchingNextPage)
      return;
    const now = clockNow();
    if (now - lastLoad.current < MESSENGER.eventsThrottleMs) return;
    lastLoad.current = now;
    void events.fetchNextPage();
  };

  return (
    <Box
      ref={scrollRef}
      onScroll={onScroll}
      sx={{ flex: 1, overflow: 'auto', p: 2, minHeight: 0 }}
      data-testid="message-scroll"
    >
      {events.isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={20} aria-label="Loading older messages" />
        </Box>
      )}
      <QueryStatus query={events} loading="Loading messages" what="Messages could not be loaded" size={24} />
      {events.isSuccess && !messages.length && <Typography color="textSecondary">No messages yet</Typography>}
      <Box role="log" aria-label="Messages" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {messages.map((m: MessageEvent) => {
          const mine = !participantIds.has(m.from);
          const text = m.eventContent.attributedBody?.text ?? '';
          return (
            <Box
              key={m.entityUrn}
              role="article"
              aria-label={`${mine ? 'You' : conversationName(conversation)}, ${formatDateTime(m.createdAt)}`}
              sx={{
                alignSelf: mine ? 'flex-end' : 'flex-start',
                maxWidth: '75%',
                bgcolor: mine ? 'primary.main' : 'grey.100',
                color: mine ? 'primary.contrastText' : 'text.primary',
                '& a': { color: 'inherit', textDecorationColor: 'currentColor' },
                px: 1.5,
                py: 1,
                borderRadius: 2,
              }}
            >
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <LinkedText text={text} />
              </Typography>
              {(m.eventContent.attachments ?? []).map((a) => (
                <Typography key={a.reference} variant="caption" sx={{ display: 'block' }}>
                  📎 {a.name}
                </Typography>
              ))}
              <Typography variant="caption" sx={{ opacity: 0.75 }}>
                {formatRelative(m.createdAt)}
                {mine && seen?.eventUrn === m.entityUrn ? ` · Seen ${formatRelative(seen.seenAt)}` : ''}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
