import type { ExtensionImplementation } from '@/lib/extension/contract';
import { campaignRemotes } from './remotes/campaigns';
import { campaignEditorRemotes } from './remotes/campaignEditor';
import { crmRemotes } from './remotes/crm';
import { settingsRemotes } from './remotes/settings';
import { messengerRemotes } from './remotes/messenger';
import { listRemotes } from './remotes/lists';
import { sessionCommands, sessionRemotes } from './remotes/session';
import { subscriptionRemotes } from './remotes/subscriptions';

/** The whole contract, implemented over the simulated world; a missing function fails to compile. */
export const simulatedExtension: ExtensionImplementation = {
  commands: sessionCommands,
  remotes: {
    ...sessionRemotes,
    ...subscriptionRemotes,
    ...campaignRemotes,
    ...campaignEditorRemotes,
    ...messengerRemotes,
    ...listRemotes,
    ...crmRemotes,
    ...settingsRemotes,
  },
};
