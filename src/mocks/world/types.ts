import type {
  ActivityEvent,
  BaseData,
  Campaign,
  Conversation,
  Group,
  LinkedinAccount,
  ListItem,
  Plan,
  Profile,
  QueueItem,
  Task,
  WithdrawalState,
} from '@/lib/extension/contract';
import type { ExtensionProfileName } from '../extension/profiles/names';

/** A user on the simulated provider server. */
export interface ServerUser {
  id: number;
  email: string;
  password: string;
  verified: boolean;
  details: { firstName: string; lastName: string; photo?: string | null };
  planId: number | null;
  linkedinAccount: LinkedinAccount | null;
  isSignUp: boolean;
}

export interface FaultSettings {
  latencyMs: number;
  errorRate: number;
  dropRate: number;
  disconnectEverySec: number;
  /** When set, latency, errors and drops hit only these extension calls (`only:<name>`). */
  onlyCalls?: string[];
}

/** Everything the simulated extension and the simulated server know; persisted across reloads. */
export interface World {
  version: 1;
  scenario: string;
  seed: number;
  createdAt: number;
  faults: FaultSettings;
  server: {
    users: ServerUser[];
    tokens: Record<string, number>;
    planSettings: Record<string, { features: Record<string, { enabled: boolean }> }> | null;
    verificationLinks: { email: string; token: string; createdAt: number }[];
    resetTokens: { email: string; token: string; used: boolean }[];
    nextUserId: number;
  };
  extension: {
    /** The calls it answers and their shapes (?extension=); absent: the default, 'full'. */
    profile?: ExtensionProfileName;
    installed: boolean;
    version: string;
    token: string | null;
    packageOffline: boolean;
    baseData: BaseData;
    /** The account logged in to LinkedIn in this browser (null: nobody). */
    currentLinkedinUser: LinkedinAccount | null;
    perDayLimit: number;
    settings: { show_notifications: boolean; newMessageNotificationEnabled: boolean; cacheExpiry: number };
    lastRestartCheck: number | null;
    lastBulkUpdate: number | null;
    manualUpdatesToday: number;
    connectionsLoading: boolean;
    /** When the first load of connections ends by itself (epoch ms); null: when the flag is cleared. */
    connectionsLoadingUntil?: number | null;
    /** Background task options saved from Tools (taskManager.updateTaskOptions), by task name. */
    taskOptions?: Record<
      string,
      { enabled: boolean; enableThreshold: boolean; dateThreshold?: number | null; schedule?: string | null }
    >;
  };
  plans: Plan[];
  activePlan: { planId: number | null; endDate: number | null; autoRenew: boolean };
  gateways: string[];
  pendingCheckout: { gateway: 'airwallex' | 'stripe'; planId: number } | null;
  campaigns: Campaign[];
  nextCampaignId: number;
  /** Queue items by campaign id. */
  queues: Record<string, QueueItem[]>;
  events: ActivityEvent[];
  profiles: Profile[];
  conversations: Conversation[];
  conversationTags: Record<string, string[]>;
  lists: Record<string, ListItem[]>;
  groups: Group[];
  tasks: Task[];
  withdrawal: WithdrawalState;
  pendingInvites: number;
}
