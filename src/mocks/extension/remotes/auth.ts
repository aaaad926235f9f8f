import { updateWorld } from '../../world/store';
import type { Handlers } from '../support';

export const authRemotes: Handlers<typeof import('@/lib/extension/contract/auth').authRemotes> = {
  clearSyncConnection: () => updateWorld((w) => void (w.extension.token = null)) ?? true,
  autoSetUserPerDayLimit: (limit) => updateWorld((w) => void (w.extension.perDayLimit = limit)) ?? true,
};
