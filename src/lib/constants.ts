// Every business constant of the spec (000 and 001, section 9), named, in one place.

export const PRODUCT_NAME = 'Reachly';
export const HELP_CENTRE_URL = 'https://help.reachly.app/';
export const EXTENSION_STORE_URL =
  'https://chromewebstore.google.com/detail/reachly/abcdefghijklmnopabcdefghijklmnop';
export const LINKEDIN_LOGIN_URL = 'https://www.linkedin.com/login';

// Extension connection and start-up
export const MIN_EXTENSION_VERSION = '5.2';
export const CONNECTION_TRIES = 10;
export const CONNECTION_RETRY_MS = 1000;
export const EXTENSION_DATA_RETRY_MS = 3000;
/**
 * Latest extension releases, newest first: what the update banner lists (it shows when start-up
 * finds migration required). It ships with the app: an outdated extension cannot describe its successor.
 */
export const EXTENSION_UPDATES = [
  {
    version: '5.2',
    updates: ['Faster campaign runner', 'Sales Navigator message subjects', 'Connection sync fixes'],
  },
] as const;

// Polling (ms)
export const ACCOUNT_POLL_MS = 5000;
export const TASK_POLL_MS = 10_000;
export const CAMPAIGN_LIST_POLL_MS = 3000;
export const CAMPAIGN_DETAIL_POLL_MS = 2000;
export const CRM_LOADING_POLL_MS = 10_000;
export const WITHDRAWAL_POLL_MS = 1000;
/** Spec 4: CRM and Messenger re-check isConnectionsLoading this often while it lasts (src/lib/queries/connections.ts). */
export const CONNECTIONS_LOADING_POLL_MS = 10_000;

/**
 * How long a screen waits on the extension before it says so: a call the extension never answers
 * waits out the bridge's 15 s timeout and a retry (src/app/loaderDeadline.ts, useShownPage).
 */
export const LOADER_DEADLINE_MS = 8_000;
export const SLOW_EXTENSION_MESSAGE = 'The extension is taking too long to answer. Try again in a moment.';

// Limits
export const LOGIN_PER_DAY_LIMIT_PRESET = 10;
export const DEFAULT_PER_DAY_LIMIT = 10;
export const DEFAULT_DAILY_CAPS = {
  messages: 1000,
  connectionRequests: 100,
  profileViews: 1000,
  engagements: 100,
} as const;

// Dashboard and subscriptions
/** The dashboard's periods (the URL's ?period=). */
export const DASHBOARD_PERIOD_IDS = ['today', 'yesterday', 'last7', 'last30'] as const;
export const DASHBOARD_DEFAULT_PERIOD = 'last30' as const;
export const CAROUSEL_CARDS_PER_PAGE = 3;
export const CAROUSEL_BREAKPOINTS = { two: 1300, three: 1400 } as const;
export const TUTORIAL_VIDEO = { width: 800, height: 510 } as const;

// Formats (date-fns tokens for the spec's 'DD, MMM YYYY hh:mm A' and friends)
export const DATE_FORMAT = 'dd, MMM yyyy';
export const DATE_TIME_FORMAT = 'dd, MMM yyyy hh:mm a';
export const TIME_FORMAT = 'hh:mm a';
export const PLAN_EXPIRY_FORMAT = 'dd-MMM-yyyy';
export const CAMPAIGN_RUN_FORMAT_DAY_FIRST = 'dd MMM, hh:mm a';
export const CAMPAIGN_RUN_FORMAT_MONTH_FIRST = 'MMM dd, hh:mm a';
/** The CRM's "full" date, as Intl's en-US dateStyle 'full' writes it: Sunday, November 22, 2026. */
export const CRM_DATE_FORMAT = 'EEEE, MMMM d, yyyy';
export const EXCERPT_LENGTH = 100;

// Campaigns
export const CAMPAIGN_LIST_PAGE_SIZE = 10;
/** Page sizes offered in the campaign list (the spec gives only the default, 10). */
export const CAMPAIGN_LIST_PAGE_SIZES = [10, 25, 50] as const;
/** Display names of the campaign modules. */
export const MODULE_NAMES = {
  'li-auto-conn': 'Grow your Network',
  'li-auto-msg': 'Send Messages',
  'li-auto-view': 'View Profiles',
  'li-engage': 'Auto like, share, and comment',
  joinGroups: 'Join Groups',
} as const;
/** Campaign statuses as shown (Added is shown as Inactive). */
export const CAMPAIGN_STATUS_LABELS = {
  Added: 'Inactive',
  Running: 'Running',
  Stopped: 'Stopped',
  Completed: 'Completed',
} as const;
/** Status tag colours: Inactive grey, Running dark purple, Completed green (spec); Stopped amber (our choice). */
export const CAMPAIGN_STATUS_COLOURS = {
  Added: { bg: '#e0e0e0', fg: '#424242' },
  Running: { bg: '#4a148c', fg: '#ffffff' },
  Stopped: { bg: '#ffe0b2', fg: '#8a4b00' },
  Completed: { bg: '#2e7d32', fg: '#ffffff' },
} as const;
/** Queue item status codes 0-6 and their names. */
export const QUEUE_STATUS_NAMES = [
  'In Queue',
  'Success',
  'Skipped',
  'Failed',
  'Connected',
  'Replied',
  'Viewed back',
] as const;
export const QUEUE_PAGE_SIZES = [10, 50, 100, 250, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;

// Messenger
export const MESSENGER = {
  listThrottleMs: 500,
  eventsThrottleMs: 250,
  filterDebounceMs: 800,
  markReadDelayMs: 1000,
  scrollThresholdPx: 100,
  nameMax: 50,
  occupationMax: 70,
  excerptMax: 50,
} as const;

// CRM, tools, settings
/** Headline and company excerpts, in the CRM and in Lists (spec 001 section 9). */
export const PROFILE_EXCERPT_LENGTH = 30;
export const BULK_UPDATE_COOLDOWN_MS = 60 * 60 * 1000;
export const RESTART_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const WITHDRAWAL_RATE = { min: 1, max: 30, defaults: [4, 12] } as const;
