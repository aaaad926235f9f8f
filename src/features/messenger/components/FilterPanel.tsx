import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import { useQuery } from '@tanstack/react-query';
import type { ConversationFilter } from '@/lib/extension/contract';
import { messengerQueries } from '../api';
import { DEFAULT_FILTER } from '../search';

const LINKEDIN_FILTERS: { value: ConversationFilter['linkedin']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'archived', label: 'Archived' },
  { value: 'connections', label: 'My connections' },
  { value: 'unread', label: 'Unread' },
  { value: 'inmail', label: 'InMail' },
  { value: 'spam', label: 'Spam' },
];

/**
 * The filter popover's panel: LinkedIn's folders, or the app's own tags and messaging campaigns.
 * It loads on the popover's first opening (MUI's Popover, Select and radios are not on the first screen).
 */
export function FilterPanel({
  open,
  anchor,
  onClose,
  value,
  onChange,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  value: ConversationFilter;
  onChange: (f: ConversationFilter) => void;
}) {
  const tags = useQuery({ ...messengerQueries.tags(), enabled: open });
  const campaigns = useQuery({ ...messengerQueries.messagingCampaigns(), enabled: open });
  const allTags = [...new Set(Object.values(tags.data ?? {}).flat())].sort();
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box
        sx={{ p: 2, width: 300, display: 'flex', flexDirection: 'column', gap: 2 }}
        role="group"
        aria-label="Conversation filters"
      >
        <FormControl>
          <FormLabel id="filter-type">Filter type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="filter-type"
            value={value.type}
            onChange={(e) =>
              onChange(
                e.target.value === 'builtin'
                  ? { type: 'builtin', linkedin: 'all', builtin: 'tags', tags: [] }
                  : DEFAULT_FILTER,
              )
            }
          >
            <FormControlLabel value="linkedin" control={<Radio />} label="LinkedIn" />
            <FormControlLabel value="builtin" control={<Radio />} label="Built-in" />
          </RadioGroup>
        </FormControl>
        {value.type === 'linkedin' ? (
          <RadioGroup
            aria-label="LinkedIn filter"
            value={value.linkedin}
            onChange={(e) =>
              onChange({ type: 'linkedin', linkedin: e.target.value as ConversationFilter['linkedin'] })
            }
          >
            {LINKEDIN_FILTERS.map((f) => (
              <FormControlLabel
                key={f.value}
                value={f.value}
                control={<Radio size="small" />}
                label={f.label}
              />
            ))}
          </RadioGroup>
        ) : (
          <>
            <RadioGroup
              aria-label="Built-in filter"
              value={value.builtin ?? 'tags'}
              onChange={(e) =>
                onChange(
                  e.target.value === 'campaigns'
                    ? { type: 'builtin', linkedin: 'all', builtin: 'campaigns', campaigns: [] }
                    : { type: 'builtin', linkedin: 'all', builtin: 'tags', tags: [] },
                )
              }
            >
              <FormControlLabel value="tags" control={<Radio size="small" />} label="With tags" />
              <FormControlLabel
                value="campaigns"
                control={<Radio size="small" />}
                label="Sent from campaign"
              />
            </RadioGroup>
            {value.builtin === 'campaigns' ? (
              <CheckedMultiSelect
                label="Campaigns"
                options={(campaigns.data ?? []).map((c) => ({ value: c.id, text: c.name }))}
                value={value.campaigns ?? []}
                onChange={(ids) => onChange({ ...value, campaigns: ids.map(Number) })}
                shown={(ids) =>
                  (campaigns.data ?? [])
                    .filter((c) => ids.includes(c.id))
                    .map((c) => c.name)
                    .join(', ')
                }
                empty={campaigns.isPending ? 'Loading...' : 'No messaging campaigns'}
              />
            ) : (
              <CheckedMultiSelect
                label="Tags"
                options={allTags.map((t) => ({ value: t, text: t }))}
                value={value.tags ?? []}
                onChange={(picked) => onChange({ ...value, tags: picked })}
                shown={(picked) => picked.join(', ')}
                empty={tags.isPending ? 'Loading...' : 'No tags yet'}
              />
            )}
          </>
        )}
      </Box>
    </Popover>
  );
}

/** A multiple choice with a checkbox per option. */
function CheckedMultiSelect<T extends string | number>({
  label,
  options,
  value,
  onChange,
  shown,
  empty,
}: {
  label: string;
  options: { value: T; text: string }[];
  value: T[];
  onChange: (value: T[]) => void;
  /** What the closed box says for the chosen values. */
  shown: (value: T[]) => string;
  /** Shown (disabled) when there are no options. */
  empty: string;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={value}
        onChange={(e) => onChange(e.target.value as T[])}
        input={<OutlinedInput label={label} />}
        renderValue={shown}
      >
        {options.length === 0 && <MenuItem disabled>{empty}</MenuItem>}
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            <Checkbox size="small" checked={value.includes(o.value)} />
            <ListItemText primary={o.text} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
