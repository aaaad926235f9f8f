import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  redirect,
  stripSearchParams,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { guardInput, guardRedirect, type RouteAccess } from '@/lib/session/guards';
import type { SessionStore } from '@/lib/session/sessionStore';
import { tokenStore } from '@/lib/storage';
import { Loading } from '@/lib/ui/Loading';
import { reloadOnlyForGoneFiles } from '@/lib/ui/reloadIfFileIsGone';
import { RootLayout, RedirectHome } from './layouts/RootLayout';
import { LazyRouteError } from './layouts/LazyRouteError';
import { CRM_SEARCH_DEFAULTS, CrmSearchSchema } from '@/features/crm/search';
import { LISTS_SEARCH_DEFAULTS, ListsSearchSchema } from '@/features/lists/search';
import { CAMPAIGNS_SEARCH_DEFAULTS, CampaignsSearchSchema } from '@/features/campaigns/search';
import { SettingsSearchSchema } from '@/features/settings/search';
import {
  CAMPAIGN_DETAIL_SEARCH_DEFAULTS,
  CampaignDetailSearchSchema,
} from '@/features/campaign-detail/search';
import {
  parseNumericId,
  PaymentReturnSearchSchema,
  ResetPasswordSearchSchema,
  RootSearchSchema,
  VerifyEmailSearchSchema,
} from './search';
import { filterFromSearch, MessengerSearchSchema } from '@/features/messenger/search';

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string;
    /** A support page (diagnostics): its header names nobody. */
    supportPage?: boolean;
    /** Works with no extension (sign-in, password reset, e-mail verification, legal pages): shown at
     * once, before start-up has an answer, and no shell dialog covers it. */
    withoutExtension?: boolean;
  }
}

// Each screen's loader is its feature's (`loadX` in its api), imported when the route loads. A
// screen whose search picks what it shows hands it to its loader from beforeLoad, not as loader
// deps: new deps make a new match, whose pending spinner (after SCREEN_PENDING_MS, e.g. when the
// clock jumps) replaced the whole screen. With one match a new choice reloads in the background
// (cause 'stay') and the screen keeps what it shows until the new page is in (useShownPage).

const guard =
  (access: RouteAccess) =>
  ({ context }: { context: RouterContext }) => {
    const target = guardRedirect(guardInput(context), access, !!tokenStore.get());
    if (target) throw redirect({ to: target, replace: true });
  };

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  validateSearch: RootSearchSchema,
  notFoundComponent: RedirectHome,
  errorComponent: LazyRouteError,
  pendingComponent: () => <Loading />,
  pendingMs: Infinity, // see the layouts
});

type PageComponent = ReturnType<typeof lazyRouteComponent>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazyRouteComponent's own constraint
const page = <T extends Record<string, any>>(
  loader: () => Promise<T>,
  name: keyof T & string,
): PageComponent => lazyRouteComponent(reloadOnlyForGoneFiles(loader), name);

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: page(() => import('./layouts/PublicLayout'), 'PublicLayout'), // lazy: not in a signed-in visit
  pendingMs: Infinity,
});
const shellLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: page(() => import('./layouts/ShellLayout'), 'ShellLayout'), // lazy: not on /login
  pendingMs: Infinity, // a layout's pending boundary stays up until the page's data is in (App.tsx)
  beforeLoad: guard('authenticated'),
});

/** A page of the public layout that `access` guards (guards.ts). */
function publicRoute<const P extends string>(
  path: P,
  access: RouteAccess,
  options: { staticData: { title: string; withoutExtension?: boolean }; component: PageComponent },
) {
  return createRoute({ getParentRoute: () => publicLayout, path, beforeLoad: guard(access), ...options });
}

const loginRoute = publicRoute('/login', 'public-only', {
  staticData: { title: 'Log in', withoutExtension: true },
  component: page(() => import('@/features/auth/components/LoginPage'), 'LoginPage'),
});
const registerRoute = publicRoute('/register', 'public-only', {
  staticData: { title: 'Sign Up', withoutExtension: true },
  component: page(() => import('@/features/auth/components/RegisterPage'), 'RegisterPage'),
});
const requestResetRoute = publicRoute('/requestPasswordReset', 'public-only', {
  staticData: { title: 'Reset password', withoutExtension: true },
  component: page(
    () => import('@/features/auth/components/RequestPasswordResetPage'),
    'RequestPasswordResetPage',
  ),
});
export const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/resetPassword',
  staticData: { title: 'Set a new password', withoutExtension: true },
  validateSearch: ResetPasswordSearchSchema,
  component: page(() => import('@/features/auth/components/ResetPasswordPage'), 'ResetPasswordPage'),
});
export const verifyEmailRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/verifyEmail',
  staticData: { title: 'Verify email', withoutExtension: true },
  validateSearch: VerifyEmailSearchSchema,
  component: page(() => import('@/features/auth/components/VerifyEmailPage'), 'VerifyEmailPage'),
});
const termsRoute = publicRoute('/terms', 'public', {
  staticData: { title: 'Terms of Service', withoutExtension: true },
  component: page(() => import('@/features/legal/components/TermsPage'), 'TermsPage'),
});
const privacyRoute = publicRoute('/privacyPolicy', 'public', {
  staticData: { title: 'Privacy Policy', withoutExtension: true },
  component: page(() => import('@/features/legal/components/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
});
// Diagnostics: no guard and no loader, so it shows when the extension is missing or hangs, which
// is when support needs it; what it asks the extension it shows as it arrives.
const diagnosticsRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/diagnostics',
  staticData: { title: 'Diagnostics', supportPage: true, withoutExtension: true },
  component: page(() => import('@/features/diagnostics/components/DiagnosticsPage'), 'DiagnosticsPage'),
});
const getStartedRoute = publicRoute('/getStarted', 'get-started', {
  staticData: { title: 'Get started' },
  component: page(() => import('@/features/session/components/GetStartedPage'), 'GetStartedPage'),
});
const activationRoute = publicRoute('/activation', 'activation', {
  staticData: { title: 'Activation' },
  component: page(() => import('@/features/session/components/ActivationPage'), 'ActivationPage'),
});
const assignRoute = publicRoute('/assignLinkedinAccount', 'account-link', {
  staticData: { title: 'Connect with LinkedIn' },
  component: page(() => import('@/features/auth/components/AssignAccountPage'), 'AssignAccountPage'),
});

const numericIdParams = {
  parse: (p: { id: string }) => ({ id: parseNumericId(p.id) }),
  stringify: (p: { id: number | null }) => ({ id: String(p.id ?? '') }),
};
export const dashboardRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/',
  staticData: { title: 'Dashboard' },
  validateSearch: PaymentReturnSearchSchema,
  beforeLoad: ({ search }) => ({ period: search.period }),
  loader: ({ context, cause }) =>
    import('@/features/dashboard/api').then(({ loadDashboard }) =>
      loadDashboard(context.queryClient, context.period, cause),
    ),
  component: page(() => import('./screens/DashboardScreen'), 'DashboardScreen'),
});
const safetyRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/safety',
  staticData: { title: 'Account safety' },
  loader: ({ context }) =>
    import('@/features/safety/api').then(({ loadSafety }) => loadSafety(context.queryClient)),
  component: page(() => import('@/features/safety/components/SafetyPage'), 'SafetyPage'),
});
export const campaignsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/campaigns',
  staticData: { title: 'Campaigns' },
  validateSearch: CampaignsSearchSchema,
  search: { middlewares: [stripSearchParams(CAMPAIGNS_SEARCH_DEFAULTS)] },
  loader: ({ context }) =>
    import('@/features/campaigns/api').then(({ loadCampaigns }) => loadCampaigns(context.queryClient)),
  component: page(
    () => import('@/features/campaigns/components/CampaignsPage/CampaignsPage'),
    'CampaignsPage',
  ),
});
export const campaignCreateRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/campaign-editor',
  staticData: { title: 'New campaign' },
  loader: ({ context }) =>
    import('@/features/campaign-editor/api').then(({ loadEditor }) => loadEditor(context.queryClient, null)),
  component: page(
    () => import('@/features/campaign-editor/components/CampaignEditorPage/CreateCampaignPage'),
    'CreateCampaignPage',
  ),
});
export const campaignEditRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/campaign-editor/$id',
  staticData: { title: 'Edit campaign' },
  params: numericIdParams,
  loader: ({ context, params }) =>
    import('@/features/campaign-editor/api').then(({ loadEditor }) =>
      loadEditor(context.queryClient, params.id),
    ),
  component: page(
    () => import('@/features/campaign-editor/components/CampaignEditorPage/EditCampaignPage'),
    'EditCampaignPage',
  ),
});
export const campaignDetailRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/campaign-manager/$id',
  staticData: { title: 'Campaign' },
  params: numericIdParams,
  validateSearch: CampaignDetailSearchSchema,
  search: { middlewares: [stripSearchParams(CAMPAIGN_DETAIL_SEARCH_DEFAULTS)] },
  beforeLoad: ({ search }) => ({ view: search }),
  loader: ({ context, params: { id }, cause }) => {
    if (id === null) throw notFound();
    return import('@/features/campaign-detail/api').then(({ loadCampaignDetail }) =>
      loadCampaignDetail(context.queryClient, id, context.view, cause),
    );
  },
  notFoundComponent: page(
    () => import('@/features/campaign-detail/components/CampaignNotFound'),
    'CampaignNotFound',
  ),
  component: page(
    () => import('@/features/campaign-detail/components/CampaignDetailPage'),
    'CampaignDetailPage',
  ),
});
const subscriptionsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/subscriptions',
  staticData: { title: 'Subscriptions' },
  loader: ({ context }) =>
    import('@/features/subscriptions/api').then(({ loadSubscriptions }) =>
      loadSubscriptions(context.queryClient),
    ),
  component: page(() => import('@/features/subscriptions/components/SubscriptionsPage'), 'SubscriptionsPage'),
});
const accountRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/account',
  staticData: { title: 'Account' },
  loader: ({ context }) =>
    import('@/features/subscriptions/api').then(({ loadAccount }) => loadAccount(context.queryClient)),
  component: page(() => import('@/features/subscriptions/components/AccountPage'), 'AccountPage'),
});
const messengerRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/messenger',
  staticData: { title: 'Messenger' },
  validateSearch: MessengerSearchSchema,
  beforeLoad: ({ search }) => ({ view: { filter: filterFromSearch(search), q: (search.q ?? '').trim() } }),
  loader: ({ context, cause }) =>
    import('@/features/messenger/api').then(({ loadMessenger }) =>
      loadMessenger(context.queryClient, context.view, cause),
    ),
  component: page(() => import('@/features/messenger/components/MessengerPage'), 'MessengerPage'),
});
const crmRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/crm',
  staticData: { title: 'CRM' },
  validateSearch: CrmSearchSchema,
  search: { middlewares: [stripSearchParams(CRM_SEARCH_DEFAULTS)] },
  beforeLoad: ({ search }) => ({ view: search }),
  loader: ({ context, cause }) =>
    import('@/features/crm/api').then(({ loadCrm }) => loadCrm(context.queryClient, context.view, cause)),
  component: page(() => import('@/features/crm/components/CrmPage'), 'CrmPage'),
});
const toolsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/tools',
  staticData: { title: 'Tools' },
  loader: ({ context }) =>
    import('@/features/tools/api').then(({ loadTools }) => loadTools(context.queryClient)),
  component: page(() => import('@/features/tools/components/ToolsPage'), 'ToolsPage'),
});
const listsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/lists',
  staticData: { title: 'Lists' },
  validateSearch: ListsSearchSchema,
  search: { middlewares: [stripSearchParams(LISTS_SEARCH_DEFAULTS)] },
  beforeLoad: ({ search }) => ({ view: search }),
  loader: ({ context, cause }) =>
    import('@/features/lists/api').then(({ loadLists }) =>
      loadLists(context.queryClient, context.view, cause),
    ),
  component: page(() => import('@/features/lists/components/ListsPage'), 'ListsPage'),
});
// Settings: the heading and the tabs are a layout, each tab's panel a child route, so a tab
// change swaps the panel only; a slow or failing tab shows its spinner or error in the panel.
const settingsLayout = createRoute({
  getParentRoute: () => shellLayout,
  path: '/settings',
  staticData: { title: 'Settings' },
  component: page(() => import('./screens/SettingsScreen'), 'SettingsLayoutScreen'),
  pendingMs: Infinity, // a layout: see shellLayout
});
const settingsPanel = page(() => import('./screens/SettingsScreen'), 'SettingsPanelScreen');
const loadSettingsTab = (queryClient: QueryClient, type: string | undefined) =>
  import('./screens/SettingsScreen').then((screen) => screen.loadSettingsTab(queryClient, type));
export const settingsRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: '/',
  validateSearch: SettingsSearchSchema,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context, deps }) => loadSettingsTab(context.queryClient, deps.type),
  component: settingsPanel,
});
export const settingsTypeRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: '$type',
  validateSearch: SettingsSearchSchema,
  loader: ({ context, params }) => loadSettingsTab(context.queryClient, params.type),
  component: settingsPanel,
});

export const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    loginRoute,
    registerRoute,
    requestResetRoute,
    resetPasswordRoute,
    verifyEmailRoute,
    termsRoute,
    privacyRoute,
    diagnosticsRoute,
    getStartedRoute,
    activationRoute,
    assignRoute,
  ]),
  shellLayout.addChildren([
    dashboardRoute,
    safetyRoute,
    campaignsRoute,
    campaignCreateRoute,
    campaignEditRoute,
    campaignDetailRoute,
    subscriptionsRoute,
    accountRoute,
    messengerRoute,
    crmRoute,
    toolsRoute,
    listsRoute,
    settingsLayout.addChildren([settingsRoute, settingsTypeRoute]),
  ]),
]);
