import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `placeholder` until its place scrolls into the viewport, then `children`, for good.
 * Heavy content below the fold (the dashboard's charts) then does not render while a first screen
 * loads. Without IntersectionObserver (jsdom, very old browsers) it renders at once.
 */
export function WhenInViewport({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  // The placeholder's box fills its parent, so a place of fixed height is seen as it scrolls in.
  return seen ? (
    children
  ) : (
    <div ref={place} style={{ height: '100%' }}>
      {placeholder}
    </div>
  );
}
