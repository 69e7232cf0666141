import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '@hearth/domain/assistant';
import * as assistant from '@hearth/domain/contracts/assistant';
import { MESSAGES } from '@hearth/domain/messages';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { answer, fakeApi, refuse, type Refusal } from '@/shared/testing/fake-api.ts';
import { type FetchCall, renderRoute } from '@/shared/testing/test-utils.tsx';
import { AssistantPage } from './assistant-page.tsx';

type Reply = AssistantAnswer | Refusal;

const CANCELLATION_REPLY: AssistantAnswer = {
  answer: 'Cancel at least 24 hours ahead.\nLater, a 30 EUR penalty applies.',
  sources: [
    { title: 'Cancellation rules', url: '/assets/about#cancellation' },
    { title: 'Payment provider', url: 'https://stripe.com/' },
    { title: 'Not a link', url: 'javascript:alert(1)' },
    { title: 'Another site by a trick', url: '//evil.example/' },
  ],
};

/** A reply the test releases when it wants, to look at the chat while the answer is awaited. */
function deferred() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => (release = resolve));
  return { promise, release };
}

function renderAssistant(initialEntry = '/assistant') {
  return renderRoute(<AssistantPage />, {
    path: '/assistant',
    initialEntry,
    otherRoutes: [
      { path: '/', element: <p>home page</p> },
      { path: '/mp', element: <p>marketplace page</p> },
      { path: '/assets/about', element: <p>about page</p> },
    ],
  });
}

const box = () => screen.getByRole('textbox', { name: 'Your question' });
const log = () => screen.getByRole('log', { name: 'Conversation with the Hearth assistant' });
const messageTexts = () =>
  within(log())
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('assistant-message'))
    .map((item) => item.querySelector('.assistant-message__text')?.textContent);
const askCalls = (calls: FetchCall[]) => calls.filter((call) => call.path.startsWith('/ask'));

/** The assistant answering every question with `reply` (or what `reply` gives for it). */
function serve(reply: Reply | ((question: string) => Reply | Promise<Reply>)) {
  return fakeApi(answer(assistant.ask, ({ q }) => (typeof reply === 'function' ? reply(q) : reply)));
}

describe('/assistant: the chat', () => {
  it('shows the welcome message first, with the focus in the box', async () => {
    serve(CANCELLATION_REPLY);
    renderAssistant();
    expect(await screen.findByRole('heading', { name: 'Ask Hearth' })).toBeInTheDocument();
    expect(messageTexts()).toEqual([expect.stringMatching(/^Hello! I am the Hearth assistant/)]);
    expect(within(log()).getByText('Hearth assistant')).toBeInTheDocument();
    expect(box()).toHaveFocus();
  });

  it('sends on Enter: the question appears and the box clears at once, then the reply with its sources', async () => {
    const reply = deferred();
    const api = serve(() => reply.promise);
    const { user, router } = renderAssistant();
    await user.type(box(), 'Can I cancel an order?{Enter}');

    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(messageTexts()).toHaveLength(2);
    expect(within(log()).getByText('You')).toBeInTheDocument();
    expect(within(log()).getByText('Can I cancel an order?')).toBeInTheDocument();
    expect(screen.getByText('Hearth assistant is typing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    const [call] = askCalls(api.calls);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/ask?q=Can+I+cancel+an+order%3F');
    expect(call?.body?.toString()).toBe('');
    expect(call?.headers.get('Accept-Language')).toBe('en');

    expect(api.callsOf(assistant.ask)).toEqual([{ q: 'Can I cancel an order?' }]);

    reply.release(CANCELLATION_REPLY);
    const answer = await screen.findByText(/Cancel at least 24 hours ahead/);
    // Plain text with its line break kept (by CSS white-space), in its own paragraph.
    expect(answer.textContent).toBe(CANCELLATION_REPLY.answer);
    expect(screen.queryByText('Hearth assistant is typing…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    const links = within(log()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cancellation rules',
      'Payment provider (opens in a new tab)',
    ]);
    expect(links[1]).toHaveAttribute('href', 'https://stripe.com/');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('link', { name: 'Cancellation rules' }));
    expect(await screen.findByText('about page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/assets/about');
    expect(router.state.location.hash).toBe('#cancellation');
  });

  it('sends with the Send button as well, keeping the focus in the box', async () => {
    const { calls } = serve({ answer: 'The portal fee is 9.99 EUR.', sources: [] });
    const { user } = renderAssistant();
    await user.type(box(), '  What is the portal fee?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The portal fee is 9.99 EUR.')).toBeInTheDocument();
    expect(askCalls(calls).map((call) => call.path)).toEqual(['/ask?q=What+is+the+portal+fee%3F']);
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
  });

  it('asks in Lithuanian when the interface is Lithuanian', async () => {
    await changeLanguage('lt');
    const { calls } = serve({ answer: 'Atšaukti galima likus ne mažiau kaip 24 valandoms.', sources: [] });
    const { user } = renderAssistant();
    expect(await screen.findByRole('heading', { name: 'Klauskite Hearth' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Jūsų klausimas' }),
      'Kaip atšaukti užsakymą?{Enter}',
    );
    expect(await screen.findByText('Atšaukti galima likus ne mažiau kaip 24 valandoms.')).toBeInTheDocument();
    expect(screen.getByText('Jūs')).toBeInTheDocument();
    expect(askCalls(calls)[0]?.headers.get('Accept-Language')).toBe('lt');
  });

  it('does not send an empty or blank question', async () => {
    const { calls } = serve(CANCELLATION_REPLY);
    const { user } = renderAssistant();
    await user.type(box(), '{Enter}');
    await user.type(box(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(askCalls(calls)).toEqual([]);
    expect(messageTexts()).toHaveLength(1);
  });

  it('shows a failed call in the chat, and Retry asks the same question again', async () => {
    const answers: Reply[] = [
      refuse(429, MESSAGES.rateLimited),
      { answer: 'Refunds arrive within 7 working days.', sources: [] },
    ];
    const { calls } = serve(() => answers.shift()!);
    const { user } = renderAssistant();
    await user.type(box(), 'When is my refund?{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The assistant could not answer. Too many requests. Please wait a moment and try again.',
    );
    expect(within(log()).getByText('When is my refund?')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Refunds arrive within 7 working days.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(askCalls(calls).map((call) => call.path)).toEqual([
      '/ask?q=When+is+my+refund%3F',
      '/ask?q=When+is+my+refund%3F',
    ]);
    // The question is not repeated in the log: it was asked once, answered once.
    expect(within(log()).getAllByText('When is my refund?')).toHaveLength(1);
  });

  it('says so when the network fails or the server does', async () => {
    const answers: (() => Reply | Promise<Reply>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => refuse(500, MESSAGES.serverError),
    ];
    serve(() => answers.shift()!());
    const { user } = renderAssistant();
    await user.type(box(), 'Hello?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error: check your connection and refresh the page.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();
  });

  it('renders a <script> answer as text, never as markup', async () => {
    const script = '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
    serve({ answer: script, sources: [] });
    const { user, container } = renderAssistant();
    await user.type(box(), '<b>bold?</b>{Enter}');
    expect(await screen.findByText(script)).toBeInTheDocument();
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(container.querySelector('script, img, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('closes to the home page when the chat was the first page of the visit', async () => {
    serve(CANCELLATION_REPLY);
    const { user, router } = renderAssistant();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes back to the previous page', async () => {
    serve(CANCELLATION_REPLY);
    const { user, router } = renderAssistant('/mp');
    await router.navigate('/assistant');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('marketplace page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mp');
  });
});
