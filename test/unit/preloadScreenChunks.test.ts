import { describe, expect, it, vi } from 'vitest';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { preloadScreenChunks } from '@/app/boot/preloadScreenChunks';

/** A lazy component stand-in that records its preload. */
const lazy = () => Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) });

function tree() {
  const components = {
    shell: lazy(),
    campaigns: lazy(),
    detail: lazy(),
    publicLayout: lazy(),
    login: lazy(),
  };
  const root = createRootRoute();
  const shell = createRoute({ getParentRoute: () => root, id: 'shell', component: components.shell });
  const publicLayout = createRoute({
    getParentRoute: () => root,
    id: 'public',
    component: components.publicLayout,
  });
  const routeTree = root.addChildren([
    publicLayout.addChildren([
      createRoute({ getParentRoute: () => publicLayout, path: '/login', component: components.login }),
    ]),
    shell.addChildren([
      createRoute({ getParentRoute: () => shell, path: '/campaigns', component: components.campaigns }),
      createRoute({
        getParentRoute: () => shell,
        path: '/campaign-manager/$id',
        component: components.detail,
      }),
    ]),
  ]);
  return { routeTree, components };
}

describe('preloadScreenChunks', () => {
  it("starts the page's and its layout's chunks, and no other screen's", () => {
    const { routeTree, components } = tree();
    expect(preloadScreenChunks(routeTree, '/campaigns')).toBe(true);
    expect(components.shell.preload).toHaveBeenCalledTimes(1);
    expect(components.campaigns.preload).toHaveBeenCalledTimes(1);
    for (const other of [components.detail, components.publicLayout, components.login])
      expect(other.preload).not.toHaveBeenCalled();
  });

  it('matches a path parameter and a trailing slash', () => {
    const { routeTree, components } = tree();
    expect(preloadScreenChunks(routeTree, '/campaign-manager/7/')).toBe(true);
    expect(components.detail.preload).toHaveBeenCalledTimes(1);
    expect(components.campaigns.preload).not.toHaveBeenCalled();
  });

  it('starts nothing for an unknown path', () => {
    const { routeTree, components } = tree();
    expect(preloadScreenChunks(routeTree, '/nowhere')).toBe(false);
    for (const c of Object.values(components)) expect(c.preload).not.toHaveBeenCalled();
  });
});
