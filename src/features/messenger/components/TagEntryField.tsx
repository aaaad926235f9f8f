import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { TAG_EXISTS, TagSchema } from '@/lib/schemas/profileFields';
import { useDraftField } from '../drafts';

/**
 * A tag being typed into a tag row (kept as a draft of the conversation). `submit` checks it (the
 * tag rules, not twice) and hands it to `add`; typing clears the error.
 */
export function useTagEntry(
  conversationId: string,
  draft: 'tag' | 'profileTag',
  current: readonly string[],
  add: (tag: string) => void,
) {
  const [tag, setTag] = useDraftField(conversationId, draft);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = TagSchema.safeParse(tag);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    if (current.includes(parsed.data)) return setError(TAG_EXISTS);
    setError(null);
    setTag('');
    add(parsed.data);
  };
  const onChange = (value: string) => {
    setTag(value);
    setError(null);
  };
  return { submit, field: { value: tag, error, onChange } };
}

/** The small "type a tag" field of the conversation and profile tag rows. */
export function TagEntryField({
  label,
  value,
  error,
  onChange,
  width,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  width: number;
}) {
  return (
    <TextField
      size="small"
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? undefined}
      slotProps={{ htmlInput: { 'aria-label': label, maxLength: 60 } }}
      sx={{ width }}
    />
  );
}
