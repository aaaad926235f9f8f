import { memo, useMemo } from 'react';
import DOMPurify from 'dompurify';
import { safeHref } from '@/lib/safeUrl';

// status_reason is HTML from the extension. It is sanitised with DOMPurify right here, to a few
// inline tags without attributes that could run anything, and only then rendered as HTML.
const PURIFY_CONFIG = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'a', 'code'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
};

// An instance of our own, so the link hook below touches no other DOMPurify user.
const purifier = DOMPurify(window);
// A link goes only where the one URL check lets LinkedIn links go (safeUrl); any other keeps its
// text and loses its address, so it reads as text, not as a link.
purifier.addHook('afterSanitizeAttributes', (node) => {
  const raw = node.tagName === 'A' ? node.getAttribute('href') : null;
  if (raw === null) return; // not a link, or DOMPurify dropped its address (javascript:)
  const href = safeHref(raw, 'linkedin');
  if (!href) {
    node.removeAttribute('href');
    return;
  }
  node.setAttribute('href', href);
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Sanitised reasons by their HTML. A virtualised queue mounts a row again each time it scrolls
 * into view, and the extension's reasons repeat from row to row: DOMPurify parses each into a
 * document fragment, the largest part of a scrolled row's cost after React's. Only short reasons
 * are kept, and only so many, so a hostile reply cannot fill the memory.
 */
const sanitized = new Map<string, string>();
const CACHED_REASONS = 500;
const CACHED_REASON_LENGTH = 1_000;

export function sanitizeReason(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = purifier.sanitize(html, PURIFY_CONFIG);
  if (html.length <= CACHED_REASON_LENGTH) {
    // The oldest entry goes first (a Map keeps insertion order).
    if (sanitized.size >= CACHED_REASONS) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, clean);
  }
  return clean;
}

export const StatusReason = memo(function StatusReason({ html }: { html: string | null | undefined }) {
  const sanitizedHtml = useMemo(() => (html ? sanitizeReason(html) : ''), [html]);
  if (!sanitizedHtml) return null;
  // The only HTML the app renders from the extension, and only after DOMPurify (sanitizeReason).
  return <span className="queue-reason" dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
});
