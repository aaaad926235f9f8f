import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { NotFoundPage } from '@/lib/ui/ErrorPage';

const routeApi = getRouteApi('/shell/campaign-manager/$id');

/** The route's not-found page: an address without a numeric id, or a campaign that is not there. */
export function CampaignNotFound() {
  const { id } = routeApi.useParams();
  const navigate = useNavigate();
  if (id === null)
    return <NotFoundPage title="Campaign not found" message="A campaign address needs a numeric id." />;
  return (
    <Box>
      <NotFoundPage
        title="Campaign not found"
        message={`There is no campaign with id ${id}. It may have been deleted.`}
      />
      <Button sx={{ mx: 3 }} variant="contained" onClick={() => void navigate({ to: '/campaigns' })}>
        Back to campaigns
      </Button>
    </Box>
  );
}
