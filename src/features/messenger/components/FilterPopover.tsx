import { useState } from 'react';
import {
  Badge,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Popover,
  Radio,
  RadioGroup,
  Select,
  Tooltip,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useQuery } from '@tanstack/react-query';
import type { ConversationFilter } from '@/lib/extension/contract';
import { messengerQueries } from '../api';
import { DEFAULT_FILTER } from '../search';

export { DEFAULT_FILTER };

export const LINKEDIN_FILTERS: { value: ConversationFilter['linkedin']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'archived', label: 'Archived' },
  { value: 'connections', label: 'My connections' },
  { value: 'unread', label: 'Unread' },
  { value: 'inmail', label: 'InMail' },
  { value: 'spam', label: 'Spam' },
];

export const isDefaultFilter = (f: ConversationFilter) => f.type === 'linkedin' && f.linkedin === 'all';

/** The filter popover: LinkedIn's folders, or the app's own tags and messaging campaigns. */
export function FilterPopover({
  value,
  onChange,
}: {
  value: ConversationFilter;
  onChange: (f: ConversationFilter) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = !!anchor;
  const tags = useQuery({ ...messengerQueries.tags(), enabled: open });
  const campaigns = useQuery({ ...messengerQueries.messagingCampaigns(), enabled: open });
  const allTags = [...new Set(Object.values(tags.data ?? {}).flat())].sort();

  return (
    <>
      <Tooltip title="Filter conversations">
        <IconButton aria-label="Filter conversations" onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge color="primary" variant="dot" invisible={isDefaultFilter(value)}>
            <FilterListIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
                <FormControl size="small" fullWidth>
                  <InputLabel id="filter-campaigns">Campaigns</InputLabel>
                  <Select
                    labelId="filter-campaigns"
                    multiple
                    value={value.campaigns ?? []}
                    onChange={(e) =>
                      onChange({ ...value, campaigns: (e.target.value as number[]).map(Number) })
                    }
                    input={<OutlinedInput label="Campaigns" />}
                    renderValue={(ids) =>
                      (campaigns.data ?? [])
                        .filter((c) => ids.includes(c.id))
                        .map((c) => c.name)
                        .join(', ')
                    }
                  >
                    {(campaigns.data ?? []).length === 0 && (
                      <MenuItem disabled>
                        {campaigns.isPending ? 'Loading...' : 'No messaging campaigns'}
                      </MenuItem>
                    )}
                    {(campaigns.data ?? []).map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        <Checkbox size="small" checked={(value.campaigns ?? []).includes(c.id)} />
                        <ListItemText primary={c.name} />
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              ) : (
                <FormControl size="small" fullWidth>
                  <InputLabel id="filter-tags">Tags</InputLabel>
                  <Select
                    labelId="filter-tags"
                    multiple
                    value={value.tags ?? []}
                    onChange={(e) => onChange({ ...value, tags: e.target.value as string[] })}
                    input={<OutlinedInput label="Tags" />}
                    renderValue={(selected) => selected.join(', ')}
                  >
                    {allTags.length === 0 && (
                      <MenuItem disabled>{tags.isPending ? 'Loading...' : 'No tags yet'}</MenuItem>
                    )}
                    {allTags.map((t) => (
                      <MenuItem key={t} value={t}>
                        <Checkbox size="small" checked={(value.tags ?? []).includes(t)} />
                        <ListItemText primary={t} />
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              )}
            </>
          )}
        </Box>
      </Popover>
    </>
  );
}
