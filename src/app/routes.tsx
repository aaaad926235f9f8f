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
  }
}

// A screen's loader is a module of its own (./loaders, or its feature's api), imported when the
// route loads: /login and /campaigns ship no other screen's loader.
//
// A screen whose search picks what it shows (a filter, a search, a page, a period) hands it to its
// loader from beforeLoad, not as loader deps. New deps make a new match, whose load (a busy
// machine, a slow extension) put the route's spinner in place of the whole screen after
// SCREEN_PENDING_MS, its search field and typed text included. With one match, a new choice
// reloads in the background (cause 'stay'), and the screen keeps what it shows until the new
// page is in (useShownPage), saying so if it is late.

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

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyRouteComponent(() => import('./layouts/PublicLayout'), 'PublicLayout'), // lazy: not in a signed-in visit
  pendingMs: Infinity,
});
const shellLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: lazyRouteComponent(() => import('./layouts/ShellLayout'), 'ShellLayout'), // lazy: not on /login
  pendingMs: Infinity, // a layout's pending boundary stays up until the page's data is in (App.tsx)
  beforeLoad: guard('authenticated'),
});

type PageComponent = ReturnType<typeof lazyRouteComponent>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- lazyRouteComponent's own constraint
const page = <T extends Record<string, any>>(
  loader: () => Promise<T>,
  name: keyof T & string,
): PageComponent => lazyRouteComponent(loader, name);

function publicRoute<const P extends string>(
  path: P,
  title: string,
  access: RouteAccess,
  component: PageComponent,
) {
  return createRoute({
    getParentRoute: () => publicLayout,
    path,
    staticData: { title },
    beforeLoad: guard(access),
    component,
  });
}

const loginRoute = publicRoute(
  '/login',
  'Log in',
  'public-only',
  page(() => import('@/features/auth/components/LoginPage'), 'LoginPage'),
);
const registerRoute = publicRoute(
  '/register',
  'Sign Up',
  'public-only',
  page(() => import('@/features/auth/components/RegisterPage'), 'RegisterPage'),
);
const requestResetRoute = publicRoute(
  '/requestPasswordReset',
  'Reset password',
  'public-only',
  page(() => import('@/features/auth/components/RequestPasswordResetPage'), 'RequestPasswordResetPage'),
);
export const resetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/resetPassword',
  staticData: { title: 'Set a new password' },
  validateSearch: ResetPasswordSearchSchema,
  component: page(() => import('@/features/auth/components/ResetPasswordPage'), 'ResetPasswordPage'),
});
export const verifyEmailRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/verifyEmail',
  staticData: { title: 'Verify email' },
  validateSearch: VerifyEmailSearchSchema,
  component: page(() => import('@/features/auth/components/VerifyEmailPage'), 'VerifyEmailPage'),
});
const termsRoute = publicRoute(
  '/terms',
  'Terms of Service',
  'public',
  page(() => import('@/features/legal/components/TermsPage'), 'TermsPage'),
);
const privacyRoute = publicRoute(
  '/privacyPolicy',
  'Privacy Policy',
  'public',
  page(() => import('@/features/legal/components/PrivacyPolicyPage'), 'PrivacyPolicyPage'),
);
const getStartedRoute = publicRoute(
  '/getStarted',
  'Get started',
  'get-started',
  page(() => import('@/features/session/components/GetStartedPage'), 'GetStartedPage'),
);
const activationRoute = publicRoute(
  '/activation',
  'Activation',
  'activation',
  page(() => import('@/features/session/components/ActivationPage'), 'ActivationPage'),
);
const assignRoute = publicRoute(
  '/assignLinkedinAccount',
  'Connect with LinkedIn',
  'account-link',
  page(() => import('@/features/auth/components/AssignAccountPage'), 'AssignAccountPage'),
);

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
    import('./loaders/dashboard').then(({ loadDashboard }) =>
      loadDashboard(context.queryClient, context.period, cause),
    ),
  component: page(() => import('./screens/DashboardScreen'), 'DashboardScreen'),
});
const safetyRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/safety',
  staticData: { title: 'Account safety' },
  loader: ({ context }) =>
    import('./loaders/safety').then(({ loadSafety }) => loadSafety(context.queryClient)),
  component: page(() => import('@/features/safety/components/SafetyPage'), 'SafetyPage'),
});
export const campaignsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/campaigns',
  staticData: { title: 'Campaigns' },
  validateSearch: CampaignsSearchSchema,
  search: { middlewares: [stripSearchParams(CAMPAIGNS_SEARCH_DEFAULTS)] },
  // The whole list: tab, search, sort and page are applied in the browser.
  loader: ({ context }) =>
    import('@/features/campaigns/api').then(({ campaignQueries }) =>
      context.queryClient.ensureQueryData(campaignQueries.list()),
    ),
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
    return import('./loaders/campaignDetail').then(({ loadCampaignDetail }) =>
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
  loader: ({ context: { queryClient } }) =>
    import('@/features/subscriptions/api').then(({ subscriptionQueries }) =>
      Promise.all([
        queryClient.ensureQueryData(subscriptionQueries.plans()),
        queryClient.ensureQueryData(subscriptionQueries.activePlan()),
      ]),
    ),
  component: page(() => import('@/features/subscriptions/components/SubscriptionsPage'), 'SubscriptionsPage'),
});
const accountRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/account',
  staticData: { title: 'Account' },
  loader: ({ context: { queryClient } }) =>
    import('@/features/subscriptions/api').then(({ subscriptionQueries }) =>
      queryClient.ensureQueryData(subscriptionQueries.activePlan()),
    ),
  component: page(() => import('@/features/subscriptions/components/AccountPage'), 'AccountPage'),
});
const messengerRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/messenger',
  staticData: { title: 'Messenger' },
  validateSearch: MessengerSearchSchema,
  beforeLoad: ({ search }) => ({ view: { filter: filterFromSearch(search), q: (search.q ?? '').trim() } }),
  loader: ({ context, cause }) =>
    import('@/features/messenger/loader').then(({ loadMessenger }) =>
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
  // The open panel's; sync options when opened.
  loader: ({ context }) => import('./loaders/tools').then(({ loadTools }) => loadTools(context.queryClient)),
  component: page(() => import('@/features/tools/components/ToolsPage'), 'ToolsPage'),
});
const listsRoute = createRoute({
  getParentRoute: () => shellLayout,
  path: '/lists',
  staticData: { title: 'Lists' },
  validateSearch: ListsSearchSchema,
  search: { middlewares: [stripSearchParams(LISTS_SEARCH_DEFAULTS)] },
  beforeLoad: ({ search }) => ({ view: search }), // not loader deps: see the top of this file
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
export const settingsRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: '/',
  validateSearch: SettingsSearchSchema,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: ({ context, deps }) =>
    import('./loaders/tools').then(({ loadSettingsTab }) => loadSettingsTab(context.queryClient, deps.type)),
  component: page(() => import('./screens/SettingsScreen'), 'SettingsPanelScreen'),
});
export const settingsTypeRoute = createRoute({
  getParentRoute: () => settingsLayout,
  path: '$type',
  validateSearch: SettingsSearchSchema,
  loader: ({ context, params }) =>
    import('./loaders/tools').then(({ loadSettingsTab }) =>
      loadSettingsTab(context.queryClient, params.type),
    ),
  component: page(() => import('./screens/SettingsScreen'), 'SettingsPanelScreen'),
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
