/**
 * The spec's loading state: a spinner with 'Loading...'. It is the page's first paint too
 * (index.html, src/app/boot/boot.css), so nothing jumps when the app takes over, and the entry
 * chunk carries no MUI progress component for it.
 *
 * A spinner still up after 15 s says so and offers a reload, as the first paint does: a stalled
 * download of a screen's code has no deadline of its own (the loaders' is shorter). boot.css
 * reveals the line, so a spinner runs no timer (the first paint's is a link: it has no script).
 * `offerReload={false}` for a part of a screen with its own error and Try again, where a reload
 * would close what the person is in (the canned responses' dialog and an item being written).
 */
export function Loading({
  fullScreen = false,
  offerReload = true,
}: {
  fullScreen?: boolean;
  offerReload?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="boot-loading"
      style={fullScreen ? undefined : { minHeight: 240, padding: 32 }}
    >
      <div className="boot-spinner" aria-hidden="true" />
      <p>Loading...</p>
      {offerReload && (
        <p className="boot-stuck">
          This is taking longer than it should.{' '}
          <button type="button" className="boot-reload" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </p>
      )}
    </div>
  );
}
