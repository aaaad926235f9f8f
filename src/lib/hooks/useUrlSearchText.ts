import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A search box whose text lives in the URL. Typing changes the box at once; `commit` writes the
 * text to the URL (a replace navigation) after `delayMs`. A URL change that did not come from
 * typing (Back, a link) puts its text in the box. Values the box wrote itself are recognised even
 * when they arrive late, so a slow navigation never overwrites newer typing.
 */
export function useUrlSearchText(
  urlText: string,
  commit: (text: string) => void,
  delayMs = 0,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(urlText);
  const written = useRef<string[]>([]);
  const commitRef = useRef(commit);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const ours = written.current.lastIndexOf(urlText);
    if (ours >= 0) {
      written.current = written.current.slice(ours + 1);
      return;
    }
    written.current = [];
    clearTimeout(timer.current);
    setText(urlText);
  }, [urlText]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      const write = () => {
        written.current.push(next);
        commitRef.current(next);
      };
      if (delayMs > 0) timer.current = setTimeout(write, delayMs);
      else write();
    },
    [delayMs],
  );

  return [text, change];
}
