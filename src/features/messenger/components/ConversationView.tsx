import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Link,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import SendIcon from '@mui/icons-material/Send';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRemote } from '@/lib/extension/client';
import type { Conversation, MessageEvent } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { MESSENGER } from '@/lib/constants';
import { formatDateTime, formatRelative } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { linkedinProfileUrl, linkedinThreadUrl } from '@/lib/safeUrl';
import { appendEvent, bumpConversation, messengerQueries, tagsOf } from '../api';
import { draftStore } from '../drafts';
import { LinkedText } from '../linkify';
import { CannedResponsesDialog } from './CannedResponsesDialog';
import { conversationName } from './ConversationList';
import { now as clockNow } from '@/lib/time/clock';

const TagSchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.string().min(1, 'Enter a tag').max(50, 'A tag has at most 50 characters'));

const MessageSchema = z.string().refine((s) => s.trim().length > 0, 'Enter a message');

const profileUrl = linkedinProfileUrl;
const threadUrl = (c: Conversation) => linkedinThreadUrl(c.entityUrn.split(':').pop() ?? c.id);

interface Attachment {
  name: string;
  byteSize: number;
  id: string;
  mediaType: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function Header({
  conversation,
  notify,
}: {
  conversation: Conversation;
  notify: (text: string, severity?: 'success' | 'error') => void;
}) {
  const client = useQueryClient();
  const participant = conversation.participants[0]!;
  const presence = useQuery(messengerQueries.presence(participant.profileId));
  const tags = useQuery(messengerQueries.tags());
  const current = tagsOf(conversation, tags.data);
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const online = presence.data?.availability === 'ONLINE';
  const name = conversationName(conversation);

  const save = useMutation({
    mutationFn: (next: string[]) =>
      callRemote('updateConversationTags', {
        participants: conversation.participants.map((p) => p.profileId),
        id: conversation.id,
        tags: next,
      }),
    onMutate: (next) => {
      const previous = client.getQueryData(messengerQueries.tags().queryKey);
      client.setQueryData(messengerQueries.tags().queryKey, { ...(previous ?? {}), [conversation.id]: next });
      return { previous };
    },
    onError: (e, _next, ctx) => {
      client.setQueryData(messengerQueries.tags().queryKey, ctx?.previous);
      notify(`Could not save the tags: ${errorMessage(e)}`, 'error');
    },
  });

  const addTag = (e: FormEvent) => {
    e.preventDefault();
    const parsed = TagSchema.safeParse(tag);
    if (!parsed.success) return setTagError(parsed.error.issues[0]!.message);
    if (current.includes(parsed.data)) return setTagError('Tag already exists');
    setTagError(null);
    setTag('');
    save.mutate([...current, parsed.data]);
  };

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
            href={profileUrl(participant.publicIdentifier)}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            {excerpt(name, MESSENGER.nameMax)}
          </Link>
          <Typography variant="body2" color="text.secondary" noWrap>
            {subtitle}
          </Typography>
        </Box>
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
        onSubmit={addTag}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
        aria-label="Conversation tags"
      >
        {current.map((t) => (
          <Chip key={t} label={t} size="small" onDelete={() => save.mutate(current.filter((x) => x !== t))} />
        ))}
        <TextField
          size="small"
          placeholder="Add a tag"
          value={tag}
          onChange={(e) => {
            setTag(e.target.value);
            setTagError(null);
          }}
          error={!!tagError}
          helperText={tagError ?? undefined}
          slotProps={{ htmlInput: { 'aria-label': 'Add a tag', maxLength: 60 } }}
          sx={{ width: 160 }}
        />
        <Button type="submit" size="small">
          Add tag
        </Button>
      </Box>
    </Box>
  );
}

function Messages({ conversation }: { conversation: Conversation }) {
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
      {events.isPending && <CircularProgress size={24} aria-label="Loading messages" />}
      {events.isError && (
        <RetryAlert
          error={events.error}
          onRetry={() => void events.refetch()}
          what="Messages could not be loaded"
        />
      )}
      {events.isSuccess && !messages.length && (
        <Typography color="text.secondary">No messages yet</Typography>
      )}
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

function Composer({
  conversation,
  notify,
}: {
  conversation: Conversation;
  notify: (text: string, severity?: 'success' | 'error') => void;
}) {
  const client = useQueryClient();
  const [text, setText] = useState(() => draftStore.get(conversation.id));
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const participant = conversation.participants[0]!;

  useEffect(() => draftStore.set(conversation.id, text), [conversation.id, text]);

  const upload = useMutation({
    mutationFn: async (file: File) =>
      callRemote('uploadFileToLinkedin', {
        size: file.size,
        name: file.name,
        type: file.type || 'application/octet-stream',
        data: await readAsDataUrl(file),
      }),
    onSuccess: (a) => setAttachments((list) => [...list, a]),
    onError: (e) => notify(`The file could not be attached: ${errorMessage(e)}`, 'error'),
  });

  // A ref, not send.isPending: two quick Ctrl+Enter presses both run before React re-renders.
  const sending = useRef(false);
  const send = useMutation({
    mutationFn: (message: string) =>
      callRemote('sendLinkedinMessage', {
        profileId: participant.profileId,
        message,
        conversationId: conversation.id,
        attachments,
      }),
    onSuccess: (event) => {
      appendEvent(client, conversation.id, event);
      bumpConversation(client, conversation.id, event, true);
      setText('');
      setAttachments([]);
    },
    onError: (e) => setError(`The message was not sent: ${errorMessage(e)}`),
    onSettled: () => void (sending.current = false),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    const parsed = MessageSchema.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    sending.current = true;
    send.mutate(text);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Composer"
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <TextField
        multiline
        minRows={2}
        maxRows={8}
        placeholder="Enter a message"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
        }}
        slotProps={{ htmlInput: { 'aria-label': 'Enter a message' } }}
        fullWidth
      />
      {attachments.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {attachments.map((a) => (
            <Chip
              key={a.id}
              size="small"
              label={a.name}
              onDelete={() => setAttachments((list) => list.filter((x) => x.id !== a.id))}
            />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <input
          ref={fileRef}
          type="file"
          hidden
          aria-label="File to attach"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
        <Tooltip title="Attach a file">
          <span>
            <IconButton
              aria-label="Attach a file"
              onClick={() => fileRef.current?.click()}
              disabled={upload.isPending}
            >
              {upload.isPending ? <CircularProgress size={20} /> : <AttachFileIcon />}
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Canned responses">
          <IconButton aria-label="Canned responses" onClick={() => setCannedOpen(true)}>
            <QuickreplyIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={!text.trim() || send.isPending}
        >
          Send
        </Button>
      </Box>
      <CannedResponsesDialog
        open={cannedOpen}
        onClose={() => setCannedOpen(false)}
        onInsert={(message) => {
          setText((t) => (t.trim() ? `${t}\n${message}` : message));
          setCannedOpen(false);
        }}
      />
    </Box>
  );
}

/** The open conversation: header with presence and tags, the messages, and the composer. */
export function ConversationView({
  conversation,
  notify,
}: {
  conversation: Conversation;
  notify: (text: string, severity?: 'success' | 'error') => void;
}) {
  if (!conversation.participants.length) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        No participants found in this conversation
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Header conversation={conversation} notify={notify} />
      <Messages conversation={conversation} />
      <Composer key={conversation.id} conversation={conversation} notify={notify} />
    </Box>
  );
}
