import { Fragment, type ReactNode } from 'react';
import Link from '@mui/material/Link';

// Spec 001: message display escapes HTML and turns e-mail addresses and URLs into links.
// The text stays text (React escapes it); only matched addresses become anchors.

const TOKEN =
  /([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})|((?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

export interface TextPart {
  kind: 'text' | 'email' | 'url';
  text: string;
  href?: string;
}

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    const index = m.index;
    if (index > at) parts.push({ kind: 'text', text: text.slice(at, index) });
    if (m[1]) parts.push({ kind: 'email', text: m[1], href: `mailto:${m[1]}` });
    else parts.push({ kind: 'url', text: m[2]!, href: m[2]!.startsWith('www.') ? `https://${m[2]}` : m[2] });
    at = index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

export function LinkedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((p, i) =>
    p.kind === 'text' ? (
      <Fragment key={i}>{p.text}</Fragment>
    ) : (
      <Link key={i} href={p.href} target={p.kind === 'url' ? '_blank' : undefined} rel="noopener noreferrer">
        {p.text}
      </Link>
    ),
  );
}
