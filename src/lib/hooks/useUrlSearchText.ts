import { useEffect, useRef, useState } from 'react';
import { useDebounced } from './useDebounced';

/**
 * A search box whose text lives in the URL. Typing changes the box at once; once typing pauses for
 * `delayMs`, `commit` writes the text to the URL (the caller navigates with replace). A URL change
 * that did not come from the box (Back, a link) puts its text in the box. Values the box wrote are
 * recognised even when they arrive late, so a slow navigation never overwrites newer typing.
 */
export function useUrlSearchText(
  urlText: string,
  commit: (text: string) => void,
  delayMs = 0,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(urlText);
  const settled = useDebounced(text, delayMs);
  const written = useRef<string[]>([]);
  const latest = useRef({ urlText, commit });

  useEffect(() => {
    latest.current = { urlText, commit };
  });

  useEffect(() => {
    const ours = written.current.lastIndexOf(urlText);
    if (ours >= 0) {
      written.current = written.current.slice(ours + 1);
      return;
    }
    written.current = [];
    setText(urlText);
  }, [urlText]);

  useEffect(() => {
    if (settled === latest.current.urlText) return;
    written.current.push(settled);
    latest.current.commit(settled);
  }, [settled]);

  return [text, setText];
}
