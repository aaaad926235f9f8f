import { useState, type FormEvent } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRemote } from '@/lib/extension/client';
import type { Conversation, Profile } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { DRAFT_SCOPES, useTextDraft } from '@/lib/drafts';
import { MESSENGER } from '@/lib/constants';
import { formatDateTime } from '@/lib/format/dates';
import { excerpt } from '@/lib/format/text';
import { RetryAlert } from '@/lib/ui/RetryAlert';
import { messengerQueries } from '../api';

const EVENT_LABELS: Record<string, string> = {
  connectionRequestSent: 'Connection request sent',
  profileViewed: 'Profile viewed',
  messageSent: 'Message sent',
  ilike: 'Post liked',
  icomment: 'Post commented',
  ishare: 'Post shared',
};

const TagSchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.string().min(1, 'Enter a tag').max(50, 'A tag has at most 50 characters'));
const NotesSchema = z.string().max(5000, 'Notes have at most 5000 characters');

type Notify = (text: string, severity?: 'success' | 'error') => void;

function Timeline({ profileId }: { profileId: string }) {
  const related = useQuery(messengerQueries.relatedEvents(profileId));
  if (related.isPending) return <CircularProgress size={20} aria-label="Loading events" />;
  if (related.isError)
    return (
      <RetryAlert
        error={related.error}
        onRetry={() => void related.refetch()}
        what="Events could not be loaded"
      />
    );
  const events = related.data.slice().sort((a, b) => b.createdAt - a.createdAt);
  if (!events.length)
    return (
      <Typography variant="body2" color="text.secondary">
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

function ProfileEditor({ profile, notify }: { profile: Profile; notify: Notify }) {
  const client = useQueryClient();
  const [tags, setTags] = useState(profile.tags);
  const [tag, setTag] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  // Notes typed but not saved survive a reload or a dropped extension.
  const {
    text: notes,
    setText: setNotes,
    discard: discardNotes,
  } = useTextDraft(DRAFT_SCOPES.messengerNotes, profile.id, profile.notes ?? '');
  const [notesError, setNotesError] = useState<string | null>(null);
  const profileKey = messengerQueries.profile({
    profileId: profile.profileId,
    firstName: '',
    lastName: '',
  }).queryKey;

  const update = useMutation({
    mutationFn: (changes: { tags?: string[]; notes?: string }) =>
      callRemote('updateProfile', profile.id, changes),
    onSuccess: (_r, changes) => {
      client.setQueryData(profileKey, (old: Profile | null | undefined) =>
        old ? { ...old, ...changes } : old,
      );
      if (changes.notes !== undefined) discardNotes();
      notify('Done!');
    },
    onError: (e, changes) => {
      if (changes.tags) setTags(profile.tags);
      notify(`Could not save: ${errorMessage(e)}`, 'error');
    },
  });

  const addTag = (e: FormEvent) => {
    e.preventDefault();
    const parsed = TagSchema.safeParse(tag);
    if (!parsed.success) return setTagError(parsed.error.issues[0]!.message);
    if (tags.includes(parsed.data)) return setTagError('Tag already exists');
    const next = [...tags, parsed.data];
    setTags(next);
    setTag('');
    setTagError(null);
    update.mutate({ tags: next });
  };

  const saveNotes = () => {
    const parsed = NotesSchema.safeParse(notes);
    if (!parsed.success) return setNotesError(parsed.error.issues[0]!.message);
    setNotesError(null);
    update.mutate({ notes: parsed.data });
  };

  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Tags
      </Typography>
      <Box
        component="form"
        onSubmit={addTag}
        aria-label="Profile tags"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
      >
        {tags.map((t) => (
          <Chip
            key={t}
            size="small"
            label={t}
            onDelete={() => {
              const next = tags.filter((x) => x !== t);
              setTags(next);
              update.mutate({ tags: next });
            }}
          />
        ))}
        <TextField
          size="small"
          placeholder="New profile tag"
          value={tag}
          onChange={(e) => {
            setTag(e.target.value);
            setTagError(null);
          }}
          error={!!tagError}
          helperText={tagError ?? undefined}
          slotProps={{ htmlInput: { 'aria-label': 'New profile tag', maxLength: 60 } }}
          sx={{ width: 150 }}
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Notes
      </Typography>
      <TextField
        multiline
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        error={!!notesError}
        helperText={notesError ?? undefined}
        slotProps={{ htmlInput: { 'aria-label': 'Notes' } }}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={saveNotes}
        disabled={update.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save
      </Button>
    </>
  );
}

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
          <Typography variant="body2" color="text.secondary">
            {excerpt(occupation, MESSENGER.occupationMax)}
          </Typography>
        )}
      </Box>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        Events
      </Typography>
      <Timeline profileId={participant.profileId} />
      <Divider />
      {profile.isPending && <CircularProgress size={20} aria-label="Loading profile" />}
      {profile.isError && (
        <RetryAlert
          error={profile.error}
          onRetry={() => void profile.refetch()}
          what="Profile could not be loaded"
        />
      )}
      {profile.isSuccess && !p && (
        <Alert severity="info">
          This person is not saved in your profiles yet, so tags and notes are unavailable.
        </Alert>
      )}
      {p && <ProfileEditor key={p.id} profile={p} notify={notify} />}
    </Box>
  );
}
