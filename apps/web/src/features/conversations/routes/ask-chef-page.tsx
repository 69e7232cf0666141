import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { useSession } from '@/shared/session/use-session.ts';
import { useAskChef } from '../api/conversation-calls.ts';
import { MessageForm } from '../components/message-form.tsx';
import { conversationTexts } from '../locales/conversation-texts.ts';
import '../components/conversations.css';

addPageTexts(conversationTexts);

/**
 * /ask/:nickname: "Ask the chef" from a chef page. The first question opens the caller's thread with the chef
 * (a later one joins it), without contact details either way; then the thread shows.
 */
export function AskChefPage() {
  const { t } = useTranslation();
  const { nickname = '' } = useParams();
  const { profile } = useSession();
  const ask = useAskChef();
  const navigate = useNavigate();
  const own = profile?.nickname !== undefined && profile.nickname?.toLowerCase() === nickname.toLowerCase();
  return (
    <RequireLogin>
      <div className="page page--medium">
        <section className="card" aria-labelledby="ask-title">
          <h1 id="ask-title">{t('conversations.ask.title')}</h1>
          {own ? (
            <p role="status">{t('conversations.ask.ownPage')}</p>
          ) : (
            <>
              <p className="lead">{t('conversations.ask.lead', { name: `@${nickname}` })}</p>
              <MessageForm
                contactDetailsAllowed={false}
                onSend={async (body) => {
                  const { model } = await ask.mutateAsync({ nickname, body });
                  await navigate(`/messages/${model.conversation.id}`, { replace: true });
                }}
              />
            </>
          )}
        </section>
      </div>
    </RequireLogin>
  );
}
