import { useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnTo } from '@/shared/session/return-to.ts';
import { SignInFlow } from '../components/sign-in-flow.tsx';
import { parseSignInSource } from '../utils/sign-in-source.ts';

/** /signin?source=&orderId=&email=&chefProfile=true&returnTo= (a path of this site, else ignored) */
export function SignInPage() {
  const [params] = useSearchParams();
  const source = parseSignInSource(params.get('source'));
  const chefProfile = params.get('chefProfile') === 'true';
  return (
    <div className="page page--narrow">
      {/* A new source or chef intent starts over at the e-mail step. */}
      <SignInFlow
        key={`${source}:${chefProfile}`}
        source={source}
        orderId={params.get('orderId') ?? ''}
        initialEmail={params.get('email') ?? ''}
        chefProfile={chefProfile}
        returnTo={safeReturnTo(params.get(RETURN_TO_PARAM))}
      />
    </div>
  );
}
