/** The root key of each feature's queries; pushes invalidate by these. */
export const QUERY_ROOTS = {
  session: 'session',
  extension: 'extension',
  dashboard: 'dashboard',
  subscriptions: 'subscriptions',
  campaigns: 'campaigns',
  campaignDetail: 'campaign-detail',
  campaignEditor: 'campaign-editor',
  messenger: 'messenger',
  crm: 'crm',
  lists: 'lists',
  tools: 'tools',
  settings: 'settings',
  notifications: 'notifications',
} as const;
