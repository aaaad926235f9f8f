// What jsdom does not do for a screen test: layout and tab visibility.

/** jsdom lays nothing out: give elements a size so the virtualiser has a viewport. Returns the undo. */
export function fakeLayout(height = 600, width = 1000): () => void {
  const proto = HTMLElement.prototype;
  const sizes = { clientHeight: height, clientWidth: width, offsetHeight: height, offsetWidth: width };
  const saved = Object.keys(sizes).map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(proto, name, { configurable: true, get: () => value });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}

/** Sets what document.visibilityState says (TanStack's focusManager reads it); returns the undo. */
export function setTabVisibility(state: () => DocumentVisibilityState): () => void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: state });
  return () => void delete (document as unknown as { visibilityState?: unknown }).visibilityState;
}
