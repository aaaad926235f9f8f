/**
 * The spec's loading state: a spinner with 'Loading...'. It is the page's first paint too
 * (index.html, src/app/boot/boot.css), so nothing jumps when the app takes over, and the entry
 * chunk carries no MUI progress component for it.
 */
export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="boot-loading"
      style={fullScreen ? undefined : { minHeight: 240, padding: 32 }}
    >
      <div className="boot-spinner" aria-hidden="true" />
      <p>Loading...</p>
    </div>
  );
}
