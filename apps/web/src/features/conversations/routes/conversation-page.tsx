import { useParams } from 'react-router';
import { useConversation, useSendConversationMessage } from '../api/conversation-calls.ts';
import { Thread, ThreadPage } from '../components/thread-page.tsx';

/** /messages/:conversationId: a thread of the signed-in user's (or, for an operator, any thread, read only). */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  return <ThreadPage id={conversationId}>{(id) => <Conversation key={id} conversationId={id} />}</ThreadPage>;
}

function Conversation({ conversationId }: { conversationId: number }) {
  const send = useSendConversationMessage();
  return (
    <Thread
      query={useConversation(conversationId)}
      onSend={(body) => send.mutateAsync({ conversationId, body })}
    />
  );
}
