import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ForumIcon from '@mui/icons-material/Forum';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import { MESSAGES, OBJECTIVES } from '../copy';
import { ObjectiveSchema } from '../schemas/fields';
import { type EditorModule } from '../constants';

const ICONS: Record<EditorModule, React.ReactNode> = {
  'li-auto-view': <VisibilityIcon fontSize="large" color="primary" />,
  'li-auto-conn': <PersonAddIcon fontSize="large" color="primary" />,
  'li-auto-msg': <ForumIcon fontSize="large" color="primary" />,
  'li-engage': <ThumbUpIcon fontSize="large" color="primary" />,
};

/** Create mode without a type: the objective cards. */
export function ObjectivePicker({ onChoose }: { onChoose: (module: EditorModule) => void }) {
  const [selected, setSelected] = useState<EditorModule | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box>
      <Typography variant="h6" component="h2" id="objective-heading" gutterBottom>
        Choose a campaign objective
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="objective-heading"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          mb: 2,
        }}
      >
        {OBJECTIVES.map((o) => {
          const on = selected === o.module;
          return (
            <Card
              key={o.module}
              variant="outlined"
              sx={{ borderColor: on ? 'primary.main' : undefined, borderWidth: on ? 2 : 1 }}
            >
              <CardActionArea
                role="radio"
                aria-checked={on}
                onClick={() => {
                  setSelected(o.module);
                  setError(null);
                }}
                onDoubleClick={() => onChoose(o.module)}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  {ICONS[o.module]}
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
                    {o.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {o.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button
        variant="contained"
        onClick={() => {
          const parsed = ObjectiveSchema.safeParse(selected ?? undefined);
          if (!parsed.success) setError(MESSAGES.objectiveRequired);
          else onChoose(parsed.data);
        }}
      >
        Continue
      </Button>
    </Box>
  );
}
