import Link from '@mui/material/Link';
import { Link as RouterLink } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/lib/constants';
import { Bullets, LegalDocument, MailLink, P, type LegalSection } from './LegalDocument';

export const TERMS_EFFECTIVE_DATE = '1 January 2021';

const mail = <MailLink address="support@reachly.app" />;

const sections: LegalSection[] = [
  {
    id: 'agreement',
    heading: 'About these terms',
    body: (
      <P>
        These terms are an agreement between you and {PRODUCT_NAME} (&quot;{PRODUCT_NAME}&quot;,
        &quot;we&quot;, &quot;us&quot;) about your use of the {PRODUCT_NAME} browser extension, web app and
        website (together, the &quot;service&quot;). By creating an account or using the service you accept
        these terms. If you use the service for a company, you accept them on its behalf and confirm that you
        may do so.
      </P>
    ),
  },
  {
    id: 'service',
    heading: 'The service',
    body: (
      <P>
        {PRODUCT_NAME} helps you run outreach on LinkedIn from your own browser: it can send connection
        requests with personal notes, send personalised messages and follow-ups, view profiles and endorse
        skills, and like, share and comment on posts, and it gives you a dashboard, a messenger, a CRM and
        lists to manage the results. The automation runs in the extension on your computer, using the LinkedIn
        account you are logged in with. We may improve, change or retire features over time; we will tell you
        in advance about changes that take away something you pay for.
      </P>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Your account',
    body: (
      <>
        <P>To use the service you must:</P>
        <Bullets
          items={[
            'be at least 16 years old;',
            'give accurate information when you sign up and keep it up to date;',
            'keep your password secret and tell us at once if you believe someone else is using your account;',
            'connect exactly one LinkedIn account that you own and are allowed to use.',
          ]}
        />
        <P>
          Each {PRODUCT_NAME} account is for one person and one LinkedIn account. Once connected, the LinkedIn
          account cannot be changed. You are responsible for everything done through your account.
        </P>
      </>
    ),
  },
  {
    id: 'linkedin',
    heading: 'LinkedIn and acceptable use',
    body: (
      <>
        <P>
          {PRODUCT_NAME} is an independent product and is not affiliated with, endorsed by or sponsored by
          LinkedIn Corporation. LinkedIn has its own User Agreement and limits, and automated activity may
          lead LinkedIn to restrict or suspend your LinkedIn account. You use the service at your own risk and
          you are solely responsible for your LinkedIn account and for how you use it. We recommend keeping
          daily limits modest.
        </P>
        <P>You agree not to use the service to:</P>
        <Bullets
          items={[
            'send spam, harassment, or deceptive, unlawful, hateful or infringing content;',
            'collect or use personal data of others in breach of data protection or anti-spam laws;',
            'impersonate anyone or misrepresent who you are;',
            'copy, reverse engineer, resell or interfere with the service, or get around its plan limits or security;',
            'help anyone else do any of these things.',
          ]}
        />
        <P>
          You are the controller of the contact data you process with the service (for example your
          connections and the people your campaigns reach) and you are responsible for having a lawful basis
          to contact them.
        </P>
      </>
    ),
  },
  {
    id: 'plans',
    heading: 'Plans, payment and cancellation',
    body: (
      <>
        <P>
          The service is offered on a free plan and on paid plans with the features and daily limits shown on
          the Subscriptions page. Paid plans are billed in advance for each billing period (monthly or yearly)
          through our payment providers, and renew automatically until you cancel.
        </P>
        <P>
          You can cancel at any time from your dashboard; your plan then stays active until the end of the
          period you paid for and does not renew. When you switch from one paid plan to another, the remainder
          of your current plan is forfeited. Except where the law requires otherwise, payments are not
          refundable. We may change prices for future billing periods after giving you at least 30 days&apos;
          notice.
        </P>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: 'Your content',
    body: (
      <P>
        You keep all rights to the messages, notes, templates and other content you create with the service.
        You give us only the permission we need to store, process and display that content in order to provide
        the service to you. Most campaign data stays in the extension on your computer; see our{' '}
        <Link component={RouterLink} to="/privacyPolicy">
          Privacy Policy
        </Link>{' '}
        for how we handle personal data.
      </P>
    ),
  },
  {
    id: 'ours',
    heading: 'Our rights',
    body: (
      <P>
        The service, its software, design and brand belong to {PRODUCT_NAME} and its licensors. We give you a
        personal, non-exclusive, non-transferable right to use the service under these terms while your
        account is active. Feedback you send us may be used to improve the service without any obligation to
        you.
      </P>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    body: (
      <P>
        You may stop using the service and ask us to delete your account at any time. We may suspend or close
        your account if you break these terms, if your use puts other users or the service at risk, or if the
        law requires it. Where reasonable we will warn you first and give you a chance to fix the problem.
      </P>
    ),
  },
  {
    id: 'warranty',
    heading: 'Disclaimer',
    body: (
      <P>
        The service is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law allows,
        we make no promises that it will be uninterrupted or error-free, that it will keep working with every
        change LinkedIn makes, or that it will bring any particular business result.
      </P>
    ),
  },
  {
    id: 'liability',
    heading: 'Limitation of liability',
    body: (
      <P>
        To the extent the law allows, {PRODUCT_NAME} is not liable for indirect or consequential losses, lost
        profits, lost data or the restriction of your LinkedIn account, and our total liability for any claim
        about the service is limited to the amount you paid us in the twelve months before the claim. Nothing
        in these terms limits liability that cannot be limited by law.
      </P>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <P>
        We may update these terms. We will post the new version on this page with its effective date and tell
        you about significant changes by email or in the app at least 30 days before they apply. If you keep
        using the service after that, the new terms apply; if you do not agree, you may cancel your account.
      </P>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: <P>Questions about these terms: {mail}.</P>,
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      effective={TERMS_EFFECTIVE_DATE}
      intro={
        <P>
          Please read these terms carefully. They explain what you can expect from {PRODUCT_NAME} and what we
          expect from you.
        </P>
      }
      sections={sections}
    />
  );
}
