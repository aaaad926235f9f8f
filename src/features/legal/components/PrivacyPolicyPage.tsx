import Link from '@mui/material/Link';
import { Link as RouterLink } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/lib/constants';
import { Bullets, LegalDocument, MailLink, P, type LegalSection } from './LegalDocument';

export const PRIVACY_EFFECTIVE_DATE = '1 January 2021';
export const MINIMUM_AGE = 16;

const mail = <MailLink address="privacy@reachly.app" />;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <>
        <P>
          {PRODUCT_NAME} (&quot;{PRODUCT_NAME}&quot;, &quot;we&quot;, &quot;us&quot;) provides a browser
          extension and a companion web app that help you run outreach campaigns on LinkedIn: connection
          requests, messages with follow-ups, profile views, and likes, shares and comments. We are the
          controller of the personal data described in this policy. You can reach us about privacy at any time
          at {mail}.
        </P>
        <P>
          {PRODUCT_NAME} is not affiliated with, endorsed by or sponsored by LinkedIn Corporation. LinkedIn is
          a trademark of LinkedIn Corporation.
        </P>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'The information we collect',
    body: (
      <>
        <P>We collect only what we need to run the service:</P>
        <Bullets
          items={[
            <>
              <strong>Account information</strong>: your first and last name, your email address and your
              password (stored only as a salted hash). If you sign in with Google, we receive your name, email
              address and Google account identifier from Google; we never see your Google password.
            </>,
            <>
              <strong>Your linked LinkedIn account</strong>: the identifier, first and last name and email
              address of the one LinkedIn account you connect to {PRODUCT_NAME}.
            </>,
            <>
              <strong>Subscription and billing information</strong>: your plan, its renewal date and the
              status of your payments. Card details are entered directly with our payment providers (Airwallex
              and Stripe) and never reach our servers.
            </>,
            <>
              <strong>Usage information</strong>: the actions you take in the app (for example that a campaign
              was created or paused), the extension and app versions you use, and technical data such as
              browser type and error reports, so we can keep the service working.
            </>,
            <>
              <strong>Support conversations</strong>: what you write to us through the in-app chat or by
              email.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'campaign-data',
    heading: 'Campaign data kept in your browser',
    body: (
      <P>
        The extension does the automation in your own browser. The campaigns you build, the profiles they
        target, your conversations, your CRM notes and tags and your lists are stored by the extension in your
        browser&apos;s storage on your computer. We do not copy this data to our servers, except for the
        summary counts shown on your dashboard and what you choose to send us in a support request.
        Uninstalling the extension or clearing its storage deletes this data from your computer.
      </P>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use your information',
    body: (
      <>
        <P>We use your information to:</P>
        <Bullets
          items={[
            'create and secure your account, verify your email address and let you reset your password;',
            'connect the web app with the extension and with your linked LinkedIn account;',
            'provide the features of your plan and enforce its limits;',
            'process subscriptions and payments, and send receipts and service messages;',
            'answer your questions and fix problems you report;',
            'understand how the service is used so we can improve it, and protect it against abuse and fraud;',
            'comply with our legal obligations.',
          ]}
        />
        <P>
          We rely on the performance of our contract with you, our legitimate interest in running and
          protecting a secure service, your consent where we ask for it, and our legal obligations. We do not
          sell your personal data and we do not use it for advertising.
        </P>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <P>
          We share personal data only with service providers who process it for us under contract and only for
          the purposes above:
        </P>
        <Bullets
          items={[
            'hosting and database providers that run our servers;',
            'payment providers (Airwallex and Stripe) that process your subscription payments;',
            'Google, when you choose to sign in with Google;',
            'the provider of our customer chat, which receives your user id and email address when you open the app so we can answer you;',
            'email delivery providers that send verification, password reset and service emails.',
          ]}
        />
        <P>
          We may also disclose information when the law requires it, to protect the rights and safety of our
          users or of {PRODUCT_NAME}, or as part of a merger or sale of our business, in which case this
          policy continues to apply to your data.
        </P>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <P>
        The web app stores your login token and the identifier of your extension in your browser&apos;s local
        storage so that you stay signed in. The customer chat may set its own cookies to keep your
        conversation. We do not use advertising or cross-site tracking cookies. You can clear local storage
        and cookies in your browser settings at any time; you will then need to log in again.
      </P>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <P>
        We keep your account information for as long as your account exists. When you ask us to delete your
        account we delete or anonymise your personal data within 30 days, except billing records we must keep
        for tax and accounting purposes (usually for up to seven years) and data we need to resolve disputes
        or enforce our terms.
      </P>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <P>
        We protect your data with encryption in transit, hashed passwords, access controls and regular reviews
        of our systems. No method of transmission or storage is perfectly secure, so please keep your password
        to yourself and tell us at once at {mail} if you believe your account has been compromised.
      </P>
    ),
  },
  {
    id: 'transfers',
    heading: 'International transfers',
    body: (
      <P>
        Our providers may process your data in countries other than your own. Where the law requires it, we
        protect such transfers with appropriate safeguards, such as the European Commission&apos;s standard
        contractual clauses.
      </P>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <P>Depending on where you live, you have the right to:</P>
        <Bullets
          items={[
            'ask for a copy of the personal data we hold about you;',
            'have inaccurate data corrected;',
            'have your data deleted;',
            'object to or restrict certain processing;',
            'receive your data in a portable format;',
            'withdraw consent at any time, where we rely on it;',
            'complain to your local data protection authority.',
          ]}
        />
        <P>
          To use any of these rights, write to {mail} from the email address of your account. We answer within
          30 days.
        </P>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <P>
        {PRODUCT_NAME} is a business tool and is not meant for children. You must be at least {MINIMUM_AGE}{' '}
        years old to use {PRODUCT_NAME} without the consent of a parent or guardian. We do not knowingly
        collect personal data from anyone under {MINIMUM_AGE} without such consent; if you believe we have,
        contact us at {mail} and we will delete it.
      </P>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <P>
        We may update this policy from time to time. We will post the new version on this page with its
        effective date and, if the changes are significant, tell you by email or in the app before they take
        effect.
      </P>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <P>
        Questions about this policy or about your data: {mail}. See also our{' '}
        <Link component={RouterLink} to="/terms">
          Terms of Service
        </Link>
        .
      </P>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effective={PRIVACY_EFFECTIVE_DATE}
      intro={
        <P>
          This policy explains what personal data {PRODUCT_NAME} collects when you use our website, web app
          and browser extension, why we collect it, how we use and protect it, and the choices and rights you
          have.
        </P>
      }
      sections={sections}
    />
  );
}
