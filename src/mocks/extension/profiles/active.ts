import { updateWorld, world } from '../../world/store';
import { DEFAULT_EXTENSION_PROFILE, type ExtensionProfileName } from './names';

/** The profile the simulation answers as; kept with the world, so it survives reloads. */
export const activeProfile = (): ExtensionProfileName =>
  world().extension.profile ?? DEFAULT_EXTENSION_PROFILE;

/** Makes `name` the active profile; the default is stored as no profile, so a default world is unchanged. */
export function chooseProfile(name: ExtensionProfileName): void {
  if (activeProfile() === name) return;
  updateWorld((w) => {
    if (name === DEFAULT_EXTENSION_PROFILE) delete w.extension.profile;
    else w.extension.profile = name;
  });
}
