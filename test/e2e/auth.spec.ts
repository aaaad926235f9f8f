import { expect, test, type Page } from './test';
import { openScenario } from './helpers';

// Sign-in area, account linking and the public pages (spec 000 sections 2.1, 2.3, 2.4, 4, 5, 7, 8)
// against the preview build: the simulated server keeps users, verification and reset links.

const DEMO = { email: 'alex.morgan@example.com', password: 'Passw0rd!' };

// Password inputs count as text boxes for Playwright too.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function logIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function openQaPanel(page: Page) {
  await page.getByRole('button', { name: 'Open QA panel' }).click();
  return page.getByRole('region', { name: 'QA panel' });
}

test.describe('log in', () => {
  test('a returning user logs in and lands on the dashboard', { tag: '@both' }, async ({ page }) => {
    await openScenario(page, 'signed-out');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Log in | Reachly');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem('reachly.token'))).toBeTruthy();
  });

  test('bad input: our own messages, nothing sent', async ({ page }) => {
    await openScenario(page, 'signed-out');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server message and keeps the typed input', async ({ page }) => {
    await openScenario(page, 'signed-out');
    await logIn(page, DEMO.email, 'wrong-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(field(page, 'Email')).toHaveValue(DEMO.email);
    await expect(field(page, 'Password')).toHaveValue('wrong-password');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  });

  test('the submit button is disabled while the request is pending', async ({ page }) => {
    await openScenario(page, 'signed-out', '/', '&faults=latency:1500');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  });

  test('a signed-in user visiting the public sign-in pages goes to the dashboard', async ({ page }) => {
    await openScenario(page, 'default');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    for (const path of ['/login', '/register', '/requestPasswordReset']) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
  });

  test('links to forgot password and sign up', async ({ page }) => {
    await openScenario(page, 'signed-out');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/requestPasswordReset$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  });
});

test('signed in without a linked account, /login and /register lead to the link screen (spec 000)', async ({
  page,
}) => {
  await openScenario(page, 'unassigned', '/login');
  await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
});

test.describe('sign up', () => {
  test('a new user signs up, verifies from the QA panel, logs in, links the account and lands on the campaign editor', async ({
    page,
  }) => {
    const email = 'new.user@example.com';
    await openScenario(page, 'new-visitor', '/register');
    await expect(page).toHaveURL(/\/register$/);
    await field(page, 'First name').fill('Nora');
    await field(page, 'Last name').fill('Newman');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill('S3cret-pass');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(
      page.getByText('Registration successful. Please check your inbox for verification email'),
    ).toBeVisible();

    // Not verified yet: the server refuses the login.
    await page.goto('/login');
    await logIn(page, email, 'S3cret-pass');
    await expect(page.getByRole('alert')).toContainText('Please verify your email address');
    await expect(field(page, 'Email')).toHaveValue(email);

    const panel = await openQaPanel(page);
    await panel.getByRole('link', { name: `Verify ${email}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your email address is verified. You can login now')).toBeVisible();

    await logIn(page, email, 'S3cret-pass');
    await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
    await expect(page.getByRole('heading', { name: 'Connect with LinkedIn' })).toBeVisible();
    const found = page.getByRole('definition');
    await expect(found).toHaveText(['Alex', 'Morgan', DEMO.email]);
    await expect(page.getByText('Once connected, the LinkedIn account cannot be changed.')).toBeVisible();
    await page.getByRole('button', { name: 'Connect this account' }).click();
    await expect(
      page.getByText('Linkedin account has been assigned, You can now start using Reachly'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/campaign-editor$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('bad input shows the spec messages and keeps the typed values', async ({ page }) => {
    await openScenario(page, 'signed-out', '/register');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await field(page, 'First name').fill('Alex');
    await field(page, 'Last name').fill('Again');
    await field(page, 'Email').fill(DEMO.email);
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await field(page, 'Password').fill('long-enough-1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email address already exists');
    await expect(field(page, 'First name')).toHaveValue('Alex');
    await expect(field(page, 'Last name')).toHaveValue('Again');
    await expect(field(page, 'Email')).toHaveValue(DEMO.email);
    await expect(field(page, 'Password')).toHaveValue('long-enough-1');
  });

  test('an invalid verification link shows the server message', async ({ page }) => {
    await openScenario(page, 'signed-out', '/verifyEmail?token=nope&email=someone%40example.com');
    await expect(page.getByRole('alert')).toHaveText(
      'This verification link is invalid or has already been used',
    );
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the verify page says it is verifying while it waits', async ({ page }) => {
    await openScenario(
      page,
      'signed-out',
      '/verifyEmail?token=nope&email=someone%40example.com',
      '&faults=latency:1500',
    );
    await expect(page.getByText('Verifying your account. Please wait')).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('password reset', () => {
  test('request, reset from the QA panel link, log in with the new password; the link works once', async ({
    page,
  }) => {
    await openScenario(page, 'signed-out', '/requestPasswordReset');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await field(page, 'Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toHaveText('No account uses this email address');
    await expect(field(page, 'Email')).toHaveValue('nobody@example.com');

    await field(page, 'Email').fill(DEMO.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Link to reset password has been sent to your email address')).toBeVisible();

    const panel = await openQaPanel(page);
    const resetLink = panel.getByRole('link', { name: `Reset password for ${DEMO.email}` });
    const href = await resetLink.getAttribute('href');
    await resetLink.click();
    await expect(page).toHaveURL(/\/resetPassword\?/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

    await field(page, 'New password').fill('N3w-password');
    await field(page, 'Retype new password (optional)').fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match!')).toBeVisible();

    // The retype is optional.
    await field(page, 'Retype new password (optional)').fill('');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Password has been reset. You can now login with new password'),
    ).toBeVisible();

    await logIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    // A second use of the same link fails with the server's message and keeps the input.
    await page.goto(href!);
    await field(page, 'New password').fill('Another-pass1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link is invalid or has already been used',
    );
    await expect(field(page, 'New password')).toHaveValue('Another-pass1');

    await page.goto('/login');
    await logIn(page, DEMO.email, 'N3w-password');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('a reset link without token or email says so', async ({ page }) => {
    await openScenario(page, 'signed-out', '/resetPassword');
    await expect(page.getByText('This password reset link is incomplete.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  });
});

test.describe('Google sign-in', () => {
  async function googlePopup(page: Page, buttonName: string) {
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: buttonName }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/sim-google-oauth\.html/);
    return popup;
  }

  // The app closes the popup once it has the answer. The click must not wait for anything after
  // the press itself: the window it pressed in may be gone by then.
  async function answerInPopup(popup: Page, buttonName: string) {
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: buttonName }).click({ noWaitAfter: true }),
    ]);
  }

  test('a returning user signs in through the popup and lands on the dashboard', async ({ page }) => {
    await openScenario(page, 'signed-out');
    const popup = await googlePopup(page, 'Sign in with Google');
    await answerInPopup(popup, 'Continue');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a new Google user goes on to link the account; a taken account shows the assignment error', async ({
    page,
  }) => {
    await openScenario(page, 'signed-out', '/register');
    const popup = await googlePopup(page, 'Sign up with Google');
    await popup.getByLabel('Email').fill('gina.google@example.com');
    await answerInPopup(popup, 'Continue');
    await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
    await expect(page.getByRole('heading', { name: 'Connect with LinkedIn' })).toBeVisible();
    // In this world the LinkedIn account in the browser already belongs to the demo user.
    await page.getByRole('button', { name: 'Connect this account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error' })).toHaveText(
      'There was an error while assigning the account: This LinkedIn account is already assigned to another user',
    );
    await expect(page.getByRole('button', { name: 'Connect this account' })).toBeEnabled();
  });

  test('a closed popup shows a clear error and leaves the form usable', async ({ page }) => {
    await openScenario(page, 'signed-out');
    await field(page, 'Email').fill('typed@example.com');
    const popup = await googlePopup(page, 'Sign in with Google');
    // The person closes the window.
    await popup.close();
    await expect(page.getByRole('alert')).toHaveText(
      'Google sign-in was cancelled: the sign-in window was closed before it finished.',
    );
    await expect(field(page, 'Email')).toHaveValue('typed@example.com');
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  });

  test('a failed answer shows the server message; denied access says so', async ({ page }) => {
    await openScenario(page, 'signed-out');
    let popup = await googlePopup(page, 'Sign in with Google');
    await answerInPopup(popup, 'Return an invalid code');
    await expect(page.getByRole('alert')).toHaveText(
      'Google sign-in failed: the authorisation code is invalid or has expired',
    );

    popup = await googlePopup(page, 'Sign in with Google');
    await answerInPopup(popup, 'Deny access');
    await expect(page.getByRole('alert')).toHaveText('Google sign-in failed: access was denied');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a message from another origin is ignored', async ({ page, context }) => {
    await openScenario(page, 'signed-out');
    const popup = await googlePopup(page, 'Sign in with Google');
    // A page that is not ours cannot hand over a code: a srcdoc frame has an opaque origin.
    // Our own listener, added after the app's, tells when the app has seen the message.
    await page.evaluate(() => {
      (window as { oauthSeen?: Promise<void> }).oauthSeen = new Promise<void>((resolve) =>
        window.addEventListener('message', (e) => {
          if ((e.data as { type?: string } | null)?.type === 'reachly:oauth') setTimeout(resolve, 0);
        }),
      );
    });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = `<script>parent.postMessage({ type: 'reachly:oauth', provider: 'google', code: 'sim-google-alex.morgan@example.com' }, '*')</script>`;
      document.body.appendChild(frame);
    });
    await page.evaluate(() => (window as { oauthSeen?: Promise<void> }).oauthSeen);
    await expect(page).toHaveURL(/\/login$/);
    expect(context.pages()).toContain(popup);
    await answerInPopup(popup, 'Continue');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('assign account', () => {
  test('(a) nobody logged in to LinkedIn: log in there, the page keeps checking', async ({ page }) => {
    await openScenario(page, 'no-linkedin-login');
    await expect(page).toHaveURL(/\/assignLinkedinAccount$/);
    await expect(page.getByRole('heading', { name: 'Login to your LinkedIn' })).toBeVisible();
    const login = page.getByRole('link', { name: 'Open LinkedIn login' });
    await expect(login).toHaveAttribute('href', 'https://www.linkedin.com/login');
    await expect(login).toHaveAttribute('target', '_blank');
    await expect(page.getByText('This page checks every 5 seconds')).toBeVisible();
  });

  test('(b) an account found and none assigned: confirm, success, dashboard', async ({ page }) => {
    await openScenario(page, 'unassigned');
    await expect(page.getByRole('heading', { name: 'Connect with LinkedIn' })).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(['Alex', 'Morgan', DEMO.email]);
    await expect(page.getByText('cannot be changed')).toBeVisible();
    await page.getByRole('button', { name: 'Connect this account' }).click();
    await expect(
      page.getByText('Linkedin account has been assigned, You can now start using Reachly'),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('(c) another account logged in: asked to switch and refresh, token removed, sync cleared', async ({
    page,
  }) => {
    await openScenario(page, 'account-mismatch');
    await expect(
      page.getByRole('heading', { name: 'Log in to your assigned LinkedIn account' }),
    ).toBeVisible();
    await expect(page.getByText('Jordan Lee (jordan.lee@example.com)')).toBeVisible();
    await expect(page.getByText(/Log in to LinkedIn as Alex Morgan, then refresh this page/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('reachly.token'))).toBeNull();
    await page.getByRole('button', { name: 'Refresh' }).click();
    // The extension's sync connection was cleared too: after the refresh nobody is signed in.
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('public pages', () => {
  test('terms and privacy policy are readable legal pages', async ({ page }) => {
    await openScenario(page, 'signed-out', '/privacyPolicy');
    await expect(page).toHaveTitle('Privacy Policy | Reachly');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Effective 1 January 2021')).toBeVisible();
    await expect(page.getByRole('region', { name: /Children/ })).toContainText(
      'at least 16 years old to use Reachly without the consent of a parent',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Plans, payment and cancellation/ })).toBeVisible();
  });

  test('get started links to the extension in the web store', async ({ page }) => {
    await openScenario(page, 'signed-out', '/getStarted');
    await expect(page.getByRole('heading', { name: 'Get started with Reachly' })).toBeVisible();
    const install = page.getByRole('link', { name: 'Install from the Chrome Web Store' });
    await expect(install).toHaveAttribute('href', /chromewebstore\.google\.com/);
    await expect(install).toHaveAttribute('target', '_blank');
  });

  test('activation explains how to activate the extension', async ({ page }) => {
    await openScenario(page, 'activation');
    await expect(page).toHaveURL(/\/activation$/);
    await expect(page.getByRole('heading', { name: 'Activate your extension' })).toBeVisible();
  });
});
