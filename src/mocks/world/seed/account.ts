import type { LinkedinAccount, Plan } from '@/lib/extension/contract';
import type { ServerUser, World } from '../types';

export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_TOKEN = 'demo-token';

export const DEMO_ACCOUNT: LinkedinAccount = {
  id: 'ACoAABx7dEmO',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
  photo: null,
};

export const OTHER_ACCOUNT: LinkedinAccount = {
  id: 'ACoAAC9oThEr',
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan.lee@example.com',
  photo: null,
};

export const DEMO_USER: ServerUser = {
  id: 1,
  email: 'alex.morgan@example.com',
  password: DEMO_PASSWORD,
  verified: true,
  details: { firstName: 'Alex', lastName: 'Morgan', photo: null },
  planId: 3,
  linkedinAccount: DEMO_ACCOUNT,
  isSignUp: false,
};

export const PLANS: Plan[] = [
  {
    id: 1,
    name: 'Free',
    billingCycle: 'monthly',
    price: 0,
    campaignsAllowed: 1,
    profileViewsPerDay: 20,
    connectionRequestsPerDay: 10,
    sendMessagesPerDay: 10,
    autoLikeShareCommentPerDay: 10,
    stripeProductId: null,
    airwallexProductId: null,
    airwallexPriceId: null,
  },
  {
    id: 2,
    name: 'Starter',
    billingCycle: 'monthly',
    price: 29,
    campaignsAllowed: 5,
    profileViewsPerDay: 300,
    connectionRequestsPerDay: 50,
    sendMessagesPerDay: 300,
    autoLikeShareCommentPerDay: 50,
    stripeProductId: 'prod_starter',
    airwallexProductId: 'awx_prod_starter',
    airwallexPriceId: 'awx_price_starter',
  },
  {
    id: 3,
    name: 'Pro',
    billingCycle: 'monthly',
    price: 59,
    campaignsAllowed: 20,
    profileViewsPerDay: 1000,
    connectionRequestsPerDay: 100,
    sendMessagesPerDay: 1000,
    autoLikeShareCommentPerDay: 100,
    stripeProductId: 'prod_pro',
    airwallexProductId: 'awx_prod_pro',
    airwallexPriceId: 'awx_price_pro',
  },
  {
    id: 4,
    name: 'Agency',
    billingCycle: 'yearly',
    price: 899,
    campaignsAllowed: 100,
    profileViewsPerDay: 1000,
    connectionRequestsPerDay: 100,
    sendMessagesPerDay: 1000,
    autoLikeShareCommentPerDay: 100,
    stripeProductId: 'prod_agency',
    airwallexProductId: 'awx_prod_agency',
    airwallexPriceId: 'awx_price_agency',
  },
  {
    id: 5,
    name: 'Starter Yearly',
    billingCycle: 'yearly',
    price: 290,
    campaignsAllowed: 5,
    profileViewsPerDay: 300,
    connectionRequestsPerDay: 50,
    sendMessagesPerDay: 300,
    autoLikeShareCommentPerDay: 50,
    stripeProductId: 'prod_starter_yearly',
    airwallexProductId: 'awx_prod_starter_yearly',
    airwallexPriceId: 'awx_price_starter_yearly',
  },
  {
    id: 6,
    name: 'Pro Yearly',
    billingCycle: 'yearly',
    price: 590,
    campaignsAllowed: 20,
    profileViewsPerDay: 1000,
    connectionRequestsPerDay: 100,
    sendMessagesPerDay: 1000,
    autoLikeShareCommentPerDay: 100,
    stripeProductId: 'prod_pro_yearly',
    airwallexProductId: 'awx_prod_pro_yearly',
    airwallexPriceId: 'awx_price_pro_yearly',
  },
];

/** How long a purchase lasts before it renews. */
export const planTermDays = (plan: Pick<Plan, 'billingCycle'>): number =>
  plan.billingCycle === 'yearly' ? 365 : 30;

const features = (enabled: boolean) => ({
  dripCampaign: { enabled },
  salesNavigator: { enabled },
  crm: { enabled },
});

/** Plan settings keyed by planId: the free plan lacks the gated features. */
export const PLAN_SETTINGS: NonNullable<World['server']['planSettings']> = {
  '1': { features: features(false) },
  '2': { features: { ...features(true), crm: { enabled: false } } },
  '3': { features: features(true) },
  '4': { features: features(true) },
  '5': { features: { ...features(true), crm: { enabled: false } } },
  '6': { features: features(true) },
};

export const CHANGELOG = [
  {
    version: '3.8',
    updates: [
      'Stability improvements',
      'URL validation in campaign creation',
      'Changed parsing of connections',
      'Fixes to connection of the LinkedIn account',
      'Display banners and extension banner',
    ],
  },
];
