import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TagEntryField, useTagEntry } from './TagEntryField';
import type { Profile } from '@/lib/extension/contract';
import { errorMessage } from '@/lib/extension/errors';
import { useProfileUpdateMutation } from '../api';
import { isNotConfirmed } from '@/lib/query/personAction';
import { useDraftField } from '../drafts';
import { NotesSchema } from '@/lib/schemas/profileFields';
import type { Notify } from '@/lib/ui/notify';

/** The stored profile's tags and notes (Notes with Save). */
export function ProfileEditor({
  conversationId,
  profile,
  notify,
}: {
  conversationId: string;
  profile: Profile;
  notify: Notify;
}) {
  const [tags, setTags] = useState(profile.tags);
  // A note in progress is a draft until it is saved.
  const [notes, setNotes, forgetNotesDraft] = useDraftField(conversationId, 'note', profile.notes ?? '');
  const [notesError, setNotesError] = useState<string | null>(null);
  const update = useProfileUpdateMutation(profile.profileId);
  const save = (changes: { tags?: string[]; notes?: string }) =>
    update.mutate(
      { id: profile.id, changes },
      {
        onSuccess: () => {
          if (changes.notes !== undefined) forgetNotesDraft();
          notify('Done!');
        },
        onError: (e) => {
          // Not confirmed: what was typed stays; the message says what the profile now holds.
          if (isNotConfirmed(e)) return notify(errorMessage(e), 'warning');
          if (changes.tags) setTags(profile.tags);
          notify(`Could not save: ${errorMessage(e)}`, 'error');
        },
      },
    );

  const tagEntry = useTagEntry(conversationId, 'profileTag', tags, (tag) => {
    const next = [...tags, tag];
    setTags(next);
    save({ tags: next });
  });

  const saveNotes = () => {
    const parsed = NotesSchema.safeParse(notes);
    if (!parsed.success) return setNotesError(parsed.error.issues[0]!.message);
    setNotesError(null);
    save({ notes: parsed.data });
  };

  return (
    <>
      <Typography variant="subtitle2" component="h3">
        Tags
      </Typography>
      <Box
        component="form"
        onSubmit={tagEntry.submit}
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
              save({ tags: next });
            }}
          />
        ))}
        <TagEntryField label="New profile tag" {...tagEntry.field} width={150} />
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
