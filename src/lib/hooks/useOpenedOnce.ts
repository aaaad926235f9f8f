import { useState } from 'react';

/** True from the first render where `open` is true on: for parts that mount on first use and then stay. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Set during render (React's pattern for state derived from props): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}
