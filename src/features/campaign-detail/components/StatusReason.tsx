import { memo, useMemo } from 'react';
import DOMPurify from 'dompurify';

// status_reason is HTML from the extension. It is sanitised with DOMPurify right here, to a few
// inline tags without attributes that could run anything, and only then rendered as HTML.
const PURIFY_CONFIG = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'span', 'a', 'code'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^https?:\/\//i,
};

// An instance of our own, so the link hook below touches no other DOMPurify user.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export const sanitizeReason = (html: string): string => purifier.sanitize(html, PURIFY_CONFIG);

export const StatusReason = memo(function StatusReason({ html }: { html: string | null | undefined }) {
  const sanitizedHtml = useMemo(() => (html ? sanitizeReason(html) : ''), [html]);
  if (!sanitizedHtml) return null;
  // The only HTML the app renders from the extension, and only after DOMPurify (sanitizeReason).
  return <span className="queue-reason" dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
});
