import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

/** MUI's Button as a router link (typed `to`, `search`, `params`). */
export const LinkButton = createLink(Button);

/** MUI's Link as a router link. */
export const TextLink = createLink(Link);
