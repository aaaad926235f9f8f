// The shell's menus (MUI's Menu, Popover, Modal and focus trap) download when one is first opened,
// or when a pointer or the focus reaches a menu's button just before.
export const loadShellMenus = () => import('./ShellMenus');

/** Starts the download when a pointer or the focus reaches a menu's button. */
export const preloadShellMenus = {
  onPointerEnter: () => void loadShellMenus(),
  onFocus: () => void loadShellMenus(),
};
