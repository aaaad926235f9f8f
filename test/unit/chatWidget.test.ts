import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootChatWidget, chatWidgetSettings, shutdownChatWidget } from '@/lib/chatWidget';
import { startChatFrame } from '@/chatFrame/frame';

const FRAME_ORIGIN = 'https://chat.reachly.example';
const APP_ORIGIN = 'https://app.reachly.example';
const PERSON = { id: 7, email: 'ada@example.com' };

const chatFrame = () => screen.getByTitle<HTMLIFrameElement>('Customer chat');
const post = (data: unknown, origin: string, source: Window | null) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

afterEach(() => shutdownChatWidget());

describe('the chat widget in the app', () => {
  it('dev, preview and tests have none', () => {
    expect(chatWidgetSettings()).toBeNull();
    bootChatWidget(PERSON);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });

  it('frames the chat page of its own origin in a sandbox that cannot move the app', () => {
    bootChatWidget(PERSON, { frameOrigin: FRAME_ORIGIN });
    expect(chatFrame().src).toBe(`${FRAME_ORIGIN}/chat-frame/`);
    expect(chatFrame().getAttribute('sandbox')!.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
  });

  it("posts only the id and e-mail, to the frame's origin, when that frame says it is ready", () => {
    bootChatWidget(PERSON, { frameOrigin: FRAME_ORIGIN });
    const frameWindow = chatFrame().contentWindow!;
    const sent = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
    post({ type: 'reachly-chat:ready' }, 'https://evil.example', frameWindow);
    post({ type: 'reachly-chat:ready' }, FRAME_ORIGIN, window);
    post({ type: 'something-else' }, FRAME_ORIGIN, frameWindow);
    expect(sent).not.toHaveBeenCalled();
    post({ type: 'reachly-chat:ready' }, FRAME_ORIGIN, frameWindow);
    expect(sent.mock.calls).toEqual([
      [{ type: 'reachly-chat:identity', id: 7, email: 'ada@example.com' }, FRAME_ORIGIN],
    ]);
  });

  it('a keyboard opens and closes the panel from the corner button; the frame can close it with Escape', async () => {
    const user = userEvent.setup();
    bootChatWidget(PERSON, { frameOrigin: FRAME_ORIGIN });
    const button = screen.getByRole('button', { name: 'Chat with us' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(chatFrame()).not.toBeVisible();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(chatFrame()).toBeVisible();
    expect(chatFrame()).toHaveFocus();
    button.focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    post({ type: 'reachly-chat:close' }, FRAME_ORIGIN, chatFrame().contentWindow);
    expect(chatFrame()).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('shuts down on logout; another person gets a new frame', () => {
    bootChatWidget(PERSON, { frameOrigin: FRAME_ORIGIN });
    const first = chatFrame();
    bootChatWidget(PERSON, { frameOrigin: FRAME_ORIGIN });
    expect(chatFrame()).toBe(first);
    bootChatWidget({ id: 8, email: 'grace@example.com' }, { frameOrigin: FRAME_ORIGIN });
    expect(chatFrame()).not.toBe(first);
    shutdownChatWidget();
    expect(screen.queryByTitle('Customer chat')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
  });
});

describe('the chat frame page', () => {
  const settings = { appOrigin: APP_ORIGIN, widgetUrl: 'https://widget.vendor.example/loader.js' };
  // The scripts the frame created and put in its page (a script element is nothing a person sees).
  const created = vi.spyOn(document, 'createElement');
  const vendorScripts = () =>
    created.mock.results
      .map((r) => r.value as HTMLElement)
      .filter((el): el is HTMLScriptElement => el instanceof HTMLScriptElement && el.isConnected)
      .filter((el) => el.src === settings.widgetUrl);
  let stop = () => {};
  afterEach(() => {
    stop();
    for (const script of vendorScripts()) script.remove();
    localStorage.clear();
  });

  it('says it is ready to the app origin, then takes the identity from the app window and origin only, once', () => {
    const toParent = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    stop = startChatFrame(window, settings);
    expect(toParent).toHaveBeenCalledWith({ type: 'reachly-chat:ready' }, APP_ORIGIN);
    post({ type: 'reachly-chat:identity', ...PERSON }, 'https://evil.example', window.parent);
    post({ type: 'reachly-chat:identity', ...PERSON }, APP_ORIGIN, null);
    post({ type: 'reachly-chat:identity', id: '7', email: PERSON.email }, APP_ORIGIN, window.parent);
    expect(vendorScripts()).toHaveLength(0);
    post({ type: 'reachly-chat:identity', ...PERSON, token: 'x' }, APP_ORIGIN, window.parent);
    post({ type: 'reachly-chat:identity', id: 8, email: 'b@c.d' }, APP_ORIGIN, window.parent);
    expect(vendorScripts()).toHaveLength(1);
    expect((window as unknown as { chatWidgetSettings: unknown }).chatWidgetSettings).toEqual(PERSON);
    toParent.mockRestore();
  });

  it("starts a different person without the previous person's chat storage, and Escape asks to close", () => {
    localStorage.setItem('reachly.chat.user', '3');
    localStorage.setItem('vendor.conversation', 'of person 3');
    const toParent = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    stop = startChatFrame(window, settings);
    post({ type: 'reachly-chat:identity', ...PERSON }, APP_ORIGIN, window.parent);
    expect(localStorage.getItem('vendor.conversation')).toBeNull();
    expect(localStorage.getItem('reachly.chat.user')).toBe('7');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(toParent).toHaveBeenLastCalledWith({ type: 'reachly-chat:close' }, APP_ORIGIN);
    toParent.mockRestore();
  });
});
