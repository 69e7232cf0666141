import { useParams } from 'react-router';
import {
  useOrderConversation,
  useSendConversationMessage,
  useSendOrderMessage,
} from '../api/conversation-calls.ts';
import { Thread, ThreadPage } from '../components/thread-page.tsx';

/** /order/:orderId/messages: an order's thread between its customer and its chef (operators read it). */
export function OrderConversationPage() {
  const { orderId = '' } = useParams();
  return <ThreadPage id={orderId}>{(id) => <OrderThread key={id} orderId={id} />}</ThreadPage>;
}

/** The first message opens the order's thread; the others reply in it. */
function OrderThread({ orderId }: { orderId: number }) {
  const first = useSendOrderMessage();
  const reply = useSendConversationMessage();
  return (
    <Thread
      query={useOrderConversation(orderId)}
      onSend={(body, conversation) =>
        conversation.id === null
          ? first.mutateAsync({ orderId, body })
          : reply.mutateAsync({ conversationId: conversation.id, body })
      }
    />
  );
}
