import type { ExtensionImplementation } from '@/lib/extension/contract';
import { authRemotes } from './remotes/auth';
import { campaignDetailRemotes } from './remotes/campaignDetail';
import { campaignEditorRemotes } from './remotes/campaignEditor';
import { campaignsRemotes } from './remotes/campaigns';
import { crmRemotes } from './remotes/crm';
import { dashboardRemotes } from './remotes/dashboard';
import { listsRemotes } from './remotes/lists';
import { messengerRemotes } from './remotes/messenger';
import { sessionCommands, sessionRemotes } from './remotes/session';
import { settingsRemotes } from './remotes/settings';
import { subscriptionsRemotes } from './remotes/subscriptions';
import { toolsRemotes } from './remotes/tools';
import type { ExtensionProfileName } from './profiles/names';
import { specProfile } from './profiles/spec';
import type { SimulatedImplementation } from './support';

/**
 * The whole contract, implemented over the simulated world: one module of handlers per module of
 * the contract (remotes/<feature>.ts beside src/lib/extension/contract/<feature>.ts). A missing
 * function fails to compile.
 */
export const simulatedExtension: ExtensionImplementation = {
  commands: sessionCommands,
  remotes: {
    ...sessionRemotes,
    ...authRemotes,
    ...dashboardRemotes,
    ...subscriptionsRemotes,
    ...campaignsRemotes,
    ...campaignEditorRemotes,
    ...campaignDetailRemotes,
    ...messengerRemotes,
    ...listsRemotes,
    ...crmRemotes,
    ...settingsRemotes,
    ...toolsRemotes,
  },
};

const spec = specProfile(simulatedExtension);

/** The simulated extension as a profile answers (./profiles/names.ts). */
export const extensionFor = (profile: ExtensionProfileName): SimulatedImplementation =>
  profile === 'spec' ? spec : simulatedExtension;
