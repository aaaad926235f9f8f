import { useCallback, useEffect, useRef, useState } from 'react';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A value typed on screen that the URL holds once typing pauses: shows what is typed at once and
 * commits it after `ms`; when the URL changes on its own (Back), the screen shows the URL's value.
 */
export function useUrlDraft<T>(urlValue: T, ms: number, commit: (value: T) => void): [T, (value: T) => void] {
  const [draft, setDraft] = useState(urlValue);
  const [shown, setShown] = useState(urlValue);
  const [committed, setCommitted] = useState<{ value: T } | null>(null);
  if (!same(shown, urlValue)) {
    setShown(urlValue);
    // Our own commit coming back must not undo what was typed since.
    if (!committed || !same(committed.value, urlValue)) setDraft(urlValue);
  }
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = useCallback(
    (value: T) => {
      setDraft(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setCommitted({ value });
        latestCommit.current(value);
      }, ms);
    },
    [ms],
  );
  return [draft, change];
}
