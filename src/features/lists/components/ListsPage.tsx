import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useListsView } from '../hooks/useListsView';
import { ProfilesSection } from './ProfilesSection';
import { SavedLists } from './SavedLists';

/** Spec 001 "Lists": the saved profiles, then the saved lists. Its view lives in the URL. */
export function ListsPage() {
  const lists = useListsView();
  return (
    <Box sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Lists
      </Typography>
      <ProfilesSection lists={lists} />
      <SavedLists listType={lists.view.list} onListType={lists.setList} />
    </Box>
  );
}
