import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/profile';
import { MESSAGES } from '@hearth/domain/messages';
import { COUNTRIES } from '@hearth/domain/profile';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import * as profile from './profile-service.ts';

/** The profile / store form (/profile; decisions 016 and 017) and the public chef page. */
export async function profileRoutes(app: FastifyInstance) {
  route(app, contracts.getUserInfo, async ({ user }) =>
    ok({ userInfo: await profile.getUserInfo(app, user.id) }),
  );

  route(app, contracts.saveUserInfo, async ({ user, input }) => {
    const { userInfo, changesPending } = await profile.updateUserInfo(app, user.id, input);
    return ok({ userInfo }, changesPending ? MESSAGES.chefChangesPending : MESSAGES.profileUpdated);
  });

  // merchantInfo and legalInfo are the same object: the spec's client reads either.
  route(app, contracts.getMerchantInfo, async ({ user }) => {
    const merchantInfo = await profile.getMerchantInfo(app, user.id);
    return ok({ merchantInfo, legalInfo: merchantInfo });
  });

  // A chef application needs a proved address (docs/decisions/043): the contract says `verified`.
  route(app, contracts.saveMerchantInfo, async ({ user, input }) => {
    const { merchantInfo, submitted } = await profile.saveMerchantInfo(app, user.id, input);
    // An approved chef's changes waiting for an operator are said so (decision 049).
    const message = submitted
      ? MESSAGES.chefApplicationSubmitted
      : merchantInfo.pendingChange
        ? MESSAGES.chefChangesPending
        : MESSAGES.profileUpdated;
    return ok({ merchantInfo, legalInfo: merchantInfo }, message);
  });

  route(app, contracts.getAddress, async ({ user }) =>
    ok({ address: await profile.getAddresses(app, user.id) }),
  );

  route(app, contracts.saveAddress, async ({ user, input }) =>
    ok({ address: await profile.saveAddress(app, user.id, input) }, MESSAGES.profileUpdated),
  );

  route(app, contracts.checkName, async ({ request, input }) => {
    const viewer = await request.currentUser();
    return ok({ nameAvailability: await profile.checkName(app, input.name, viewer?.id ?? null) });
  });

  route(app, contracts.listCountries, async () => ok({ countries: [...COUNTRIES] }));

  // A chef's page: visitors from the versioned read cache (the chef and operators see inactive dishes too).
  route(app, contracts.getStore, async ({ request, reply, input: { nickname } }) => {
    const viewer = await request.currentUser();
    const make = async () => ok(await profile.getStore(app, nickname, viewer));
    return viewer ? make() : app.readCache.catalogue(reply, `store:${nickname.toLowerCase()}`, make);
  });
}
