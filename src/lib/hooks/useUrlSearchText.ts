import { useEffect, useEffectEvent, useState } from 'react';
import { useDebounced } from './useDebounced';

/**
 * A search box whose text lives in the URL: typing shows at once, and `commit` (which writes the
 * URL, with `replace`) runs once typing pauses. When the URL changes by itself (Back, a link) the
 * box shows the URL's text.
 */
export function useUrlSearchText(urlText: string, commit: (text: string) => void, ms = 300) {
  const [text, setText] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (seenUrlText !== urlText) {
    setSeenUrlText(urlText);
    if (text.trim() !== urlText) setText(urlText);
  }
  const settled = useDebounced(text.trim(), ms);
  // Only a change of what was typed writes the URL: Back must not be undone by an old debounce.
  const onSettled = useEffectEvent((value: string) => {
    if (value !== urlText) commit(value);
  });
  useEffect(() => onSettled(settled), [settled]);
  return [text, setText] as const;
}
