import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { InfoDialog } from '@/lib/ui/InfoDialog';
import { TUTORIAL_VIDEO } from '@/lib/constants';

const STEPS = [
  [
    'Choose an objective',
    'View profiles, grow your network with connection requests, send messages, or like, share and comment on posts.',
  ],
  ['Name the campaign', 'A name you will recognise in the campaign list.'],
  [
    'Pick a source',
    'Where the people come from: a LinkedIn people search (or Sales Navigator search, on plans that include it), a post, a list of profile URLs, a group, your connections or other campaigns.',
  ],
  [
    'Write the message',
    'Start from a saved message or note and personalise it with shortcodes such as {FIRST_NAME}; the preview shows the result on a sample profile.',
  ],
  [
    'Set the limits',
    'How many actions a day (up to your daily cap) and the random delay between two actions.',
  ],
  [
    'Save',
    'The campaign appears in the campaign list, where you start and stop it. An unsaved form is kept as a draft in this browser.',
  ],
] as const;

/** The editor's tutorial: how a campaign is put together. */
export function TutorialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <InfoDialog open={open} onClose={onClose} title="How to create a campaign" width={TUTORIAL_VIDEO.width}>
      <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {STEPS.map(([title, text]) => (
          <ListItem key={title} sx={{ display: 'list-item', px: 0 }}>
            <ListItemText primary={title} secondary={text} />
          </ListItem>
        ))}
      </List>
    </InfoDialog>
  );
}
