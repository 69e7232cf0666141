import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@hearth/domain/messages';
import {
  addressSchema,
  checkNameSchema,
  COUNTRIES,
  merchantInfoSchema,
  storeProductsSchema,
  userInfoSchema,
} from '@hearth/domain/profile';
import { ok, parseInput } from '../../envelope.ts';
import { requireVerifiedUser } from '../../plugins/session.ts';
import * as profile from './profile-service.ts';

/** The profile / store form (/profile; decisions 016 and 017) and the public chef page. */
export async function profileRoutes(app: FastifyInstance) {
  app.get('/secure/user-info', async (request) => {
    const { id } = await request.requireUser();
    return ok({ userInfo: await profile.getUserInfo(app, id) });
  });

  app.post('/secure/user-info', async (request) => {
    const { id } = await request.requireUser();
    const input = parseInput(userInfoSchema, request.body);
    const { userInfo, changesPending } = await profile.updateUserInfo(app, id, input);
    return ok({ userInfo }, changesPending ? MESSAGES.chefChangesPending : MESSAGES.profileUpdated);
  });

  // merchantInfo and legalInfo are the same object: the spec's client reads either.
  app.get('/secure/merchant-info', async (request) => {
    const { id } = await request.requireUser();
    const merchantInfo = await profile.getMerchantInfo(app, id);
    return ok({ merchantInfo, legalInfo: merchantInfo });
  });

  // A chef application needs a proved address (docs/decisions/043).
  app.post('/secure/merchant-info', async (request) => {
    const { id } = await requireVerifiedUser(request);
    const input = parseInput(merchantInfoSchema, request.body);
    const { merchantInfo, submitted } = await profile.saveMerchantInfo(app, id, input);
    // An approved chef's changes waiting for an operator are said so (decision 049).
    const message = submitted
      ? MESSAGES.chefApplicationSubmitted
      : merchantInfo.pendingChange
        ? MESSAGES.chefChangesPending
        : MESSAGES.profileUpdated;
    return ok({ merchantInfo, legalInfo: merchantInfo }, message);
  });

  app.get('/secure/address', async (request) => {
    const { id } = await request.requireUser();
    return ok({ address: await profile.getAddresses(app, id) });
  });

  app.post('/secure/address', async (request) => {
    const { id } = await request.requireUser();
    const input = parseInput(addressSchema, request.body);
    return ok({ address: await profile.saveAddress(app, id, input) }, MESSAGES.profileUpdated);
  });

  app.post('/check-name', async (request) => {
    const { name } = parseInput(checkNameSchema, request.body);
    const viewer = await request.currentUser();
    return ok({ nameAvailability: await profile.checkName(app, name, viewer?.id ?? null) });
  });

  app.get('/store/countries', async () => ok({ countries: COUNTRIES }));

  // A chef's page: visitors from the versioned read cache (the chef and operators see inactive dishes too).
  app.post('/store/products', async (request, reply) => {
    const { nickname } = parseInput(storeProductsSchema, request.body);
    const viewer = await request.currentUser();
    const make = async () => ok(await profile.getStore(app, nickname, viewer));
    return viewer ? make() : app.readCache.catalogue(reply, `store:${nickname.toLowerCase()}`, make);
  });
}
