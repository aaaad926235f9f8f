import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FieldPath } from 'react-hook-form';
import { campaignEditorQueries } from '../api';
import { insertAt, shortcodesFor, shortcodeToken } from '../templates';
import { type CampaignFormValues } from '../schemas/campaignForm';
import { useDebounced } from '@/lib/hooks/useDebounced';
import { useBoundField } from './formHelpers';

/** The live preview of a template on the sample profile, through processTemplate. */
export function TemplatePreview({ template }: { template: string }) {
  const debounced = useDebounced(template, 300);
  const { data: profile, isPending: profilePending } = useQuery(campaignEditorQueries.sampleProfile());
  const { data, isError, isFetching } = useQuery({
    ...campaignEditorQueries.preview(debounced, profile),
    placeholderData: (prev) => prev,
  });
  if (!template.trim()) return null;
  const name = profile ? `${profile.firstName} ${profile.lastName}` : 'a sample profile';
  // Busy until the shown text is the typed template's: it may still change, and move what is below.
  const busy = template !== debounced || isFetching || profilePending;
  return (
    <Box
      role="region"
      aria-label="Preview"
      aria-busy={busy}
      sx={{
        mt: 1,
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      <Typography variant="caption" color="textSecondary" component="div">
        Preview for {name}
      </Typography>
      <Typography variant="body2" component="div" data-testid="template-preview">
        {isError ? 'The preview is not available right now.' : (data ?? '…')}
      </Typography>
    </Box>
  );
}

interface TemplateFieldProps {
  name: FieldPath<CampaignFormValues>;
  label: string;
  salesNavigator: boolean;
  maxLength?: number;
  minRows?: number;
  disabled?: boolean;
  helper?: string;
}

/** A text with shortcode buttons that insert at the cursor, and a live preview. */
export function TemplateField({
  name,
  label,
  salesNavigator,
  maxLength,
  minRows = 3,
  disabled,
  helper,
}: TemplateFieldProps) {
  const { field, error } = useBoundField(name);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const codes = shortcodesFor(salesNavigator);
  const text = typeof field.value === 'string' ? field.value : '';
  const insert = (token: string) => {
    const el = inputRef.current;
    const { text: next, caret } = insertAt(text, token, el?.selectionStart, el?.selectionEnd);
    field.onChange(next);
    requestAnimationFrame(() => {
      if (!el) return;
      el.focus();
      el.setSelectionRange(caret, caret);
    });
  };
  const counter = maxLength !== undefined ? `${text.length}/${maxLength}` : null;
  const over = maxLength !== undefined && text.length > maxLength;
  return (
    <Box role="group" aria-label={label}>
      <TextField
        label={label}
        value={text}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={(el: HTMLTextAreaElement | null) => {
          inputRef.current = el;
          field.ref(el);
        }}
        name={field.name}
        disabled={disabled}
        multiline
        minRows={minRows}
        fullWidth
        error={!!error || over}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{error ?? helper ?? ''}</span>
            {counter && (
              <Box
                component="span"
                aria-label="Character count"
                sx={{ color: over ? 'error.main' : undefined, whiteSpace: 'nowrap' }}
              >
                {counter}
              </Box>
            )}
          </Box>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label="Shortcodes">
        {codes.map((code) => (
          <Button
            key={code}
            size="small"
            variant="outlined"
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault() /* keep the caret where it is */}
            onClick={() => insert(shortcodeToken(code))}
            aria-label={`Insert ${code}`}
            sx={{ py: 0, minWidth: 0, fontSize: 12 }}
          >
            {shortcodeToken(code)}
          </Button>
        ))}
      </Stack>
      <TemplatePreview template={text} />
    </Box>
  );
}
