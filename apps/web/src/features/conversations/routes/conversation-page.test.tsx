import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as conversations from '@hearth/domain/contracts/conversations';
import type { ConversationView } from '@hearth/domain/conversations';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { MessagesLink } from '../components/messages-link.tsx';
import { ConversationPage } from './conversation-page.tsx';
import { OrderConversationPage } from './order-conversation-page.tsx';

const TYPED = '<b>bold?</b> see <a href="https://evil.example">here</a> and https://example.lt/x';

function thread(overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    id: 4,
    kind: 'question',
    orderId: null,
    orderSID: null,
    customer: { id: 7, name: 'Anna', nickname: null },
    chef: { id: 3, name: 'Rūta Kazlauskienė', nickname: 'ruta' },
    viewer: 'customer',
    closedReason: null,
    contactDetailsAllowed: false,
    unread: 1,
    messages: [
      {
        id: 1,
        from: 'customer',
        mine: true,
        body: 'Do you bring pans?',
        createdAt: Date.UTC(2026, 10, 20, 9),
      },
      { id: 2, from: 'chef', mine: false, body: TYPED, createdAt: Date.UTC(2026, 10, 20, 10) },
    ],
    ...overrides,
  };
}

function renderThread(entry = '/messages/4') {
  writeSession(authorizedUser({ id: 7 }));
  return renderRoute(<ConversationPage />, { path: '/messages/:conversationId', initialEntry: entry });
}

describe('the conversation page', () => {
  it('shows markup and links as the text that was typed, never as elements', async () => {
    fakeApi(
      answer(conversations.getConversation, () => ({ conversation: thread() })),
      answer(conversations.markConversationRead, () => ({ unread: 0 })),
    );
    const { container } = renderThread();
    const list = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(list).getByText(TYPED)).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(container.querySelector('a[href="https://evil.example"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Conversation with Rūta Kazlauskienė' })).toBeInTheDocument();
  });

  it('marks unread messages read once shown', async () => {
    const api = fakeApi(
      answer(conversations.getConversation, () => ({ conversation: thread() })),
      answer(conversations.markConversationRead, () => ({ unread: 0 })),
    );
    renderThread();
    await waitFor(() =>
      expect(api.callsOf(conversations.markConversationRead)).toEqual([{ conversationId: 4 }]),
    );
  });

  it('drops the header’s badge once the thread is read, also when a count asked before arrives after', async () => {
    let release = () => {};
    const before = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi(
      answer(conversations.getUnreadMessages, async () => {
        await before;
        return { unread: 1 };
      }),
      answer(conversations.getConversation, () => ({ conversation: thread() })),
      answer(conversations.markConversationRead, () => ({ unread: 0 })),
    );
    writeSession(authorizedUser({ id: 7 }));
    renderRoute(
      <>
        <MessagesLink />
        <ConversationPage />
      </>,
      { path: '/messages/:conversationId', initialEntry: '/messages/4' },
    );
    await waitFor(() => expect(api.callsOf(conversations.getUnreadMessages)).toHaveLength(1));
    await waitFor(() => expect(api.callsOf(conversations.markConversationRead)).toHaveLength(1));
    // The count asked as the page opened (1, from before the read) comes back after the read's answer.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    expect(api.callsOf(conversations.getUnreadMessages)).toHaveLength(1);
  });

  it('sends a reply, and refuses contact details before the server is asked', async () => {
    let current = thread({ unread: 0 });
    const api = fakeApi(
      answer(conversations.getConversation, () => ({ conversation: current })),
      answer(conversations.sendConversationMessage, ({ body }) => {
        current = thread({
          unread: 0,
          messages: [
            ...current.messages,
            { id: 3, from: 'customer', mine: true, body, createdAt: Date.now() },
          ],
        });
        return { conversation: current };
      }),
    );
    const user = userEvent.setup();
    renderThread();
    const box = await screen.findByLabelText('Your message');
    await user.type(box, 'Mail me: anna@example.lt');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Please leave out e-mail addresses/)).toBeInTheDocument();
    expect(api.callsOf(conversations.sendConversationMessage)).toEqual([]);

    await user.clear(box);
    await user.type(box, 'See you at six.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('See you at six.');
    expect(api.callsOf(conversations.sendConversationMessage)).toEqual([
      { conversationId: 4, body: 'See you at six.' },
    ]);
    expect(box).toHaveValue('');
  });

  it('says why a thread takes no message: an unpaid order, an operator reading', async () => {
    fakeApi(
      answer(conversations.getOrderConversation, ({ orderId }) => ({
        conversation: thread({
          id: null,
          kind: 'order',
          orderId,
          orderSID: '3f2a9c1e-0000',
          closedReason: 'unpaid',
          unread: 0,
          messages: [],
        }),
      })),
    );
    writeSession(authorizedUser({ id: 7 }));
    renderRoute(<OrderConversationPage />, {
      path: '/order/:orderId/messages',
      initialEntry: '/order/42/messages',
    });
    expect(await screen.findByText(/Messages about this order open once it is paid/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
    expect(screen.getByText(/About order 3f2a9c1e/)).toBeInTheDocument();
  });

  it('says so when the thread is not the reader’s', async () => {
    fakeApi(answer(conversations.getConversation, () => refuse(404, MESSAGES.conversationNotFound)));
    renderThread();
    expect(await screen.findByText('This conversation is not yours, or does not exist.')).toBeInTheDocument();
  });
});
