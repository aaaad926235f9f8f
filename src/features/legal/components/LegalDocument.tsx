import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A readable legal page: title, effective date, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  effective,
  intro,
  sections,
}: {
  title: string;
  effective: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 5 }, lineHeight: 1.7 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
        Effective {effective}
      </Typography>
      <Box sx={{ mb: 3 }}>{intro}</Box>
      <Box component="nav" aria-label="Contents" sx={{ mb: 4 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Contents
        </Typography>
        <List dense component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
          {sections.map((s) => (
            <ListItem key={s.id} sx={{ display: 'list-item', py: 0 }}>
              <Link href={`#${s.id}`}>{s.heading}</Link>
            </ListItem>
          ))}
        </List>
      </Box>
      {sections.map((s, i) => (
        <Box
          component="section"
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-heading`}
          sx={{ mb: 4, scrollMarginTop: 16 }}
        >
          <Typography
            id={`${s.id}-heading`}
            variant="h6"
            component="h2"
            gutterBottom
            sx={{ fontWeight: 600 }}
          >
            {i + 1}. {s.heading}
          </Typography>
          {s.body}
        </Box>
      ))}
    </Paper>
  );
}

/** A paragraph of legal text. */
export function P({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body1" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** A bulleted list of legal text. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, '& li': { mb: 0.75 } }}>
      {items.map((item, i) => (
        <Typography component="li" key={i}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** An e-mail address that opens the mail program. */
export function MailLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} rel="noopener">
      {address}
    </Link>
  );
}
