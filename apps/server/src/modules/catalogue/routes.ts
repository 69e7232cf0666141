import type { FastifyInstance } from 'fastify';
import * as contracts from '@hearth/domain/contracts/catalogue';
import { route } from '../../contract-routes.ts';
import { ok } from '../../envelope.ts';
import { HIDDEN_IMAGE_CACHE_CONTROL, PRIVATE_IMAGE_CACHE_CONTROL } from '../files/image-cache-control.ts';
import * as catalogue from './catalogue-service.ts';
import type { VariantWidth } from './product-images.ts';

/** A public dish image never changes under its name (a new image is a new name), so any cache may keep it. */
const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The catalogue calls (decision 018): the dish wizard, product pages, images, the marketplace. */
export async function catalogueRoutes(app: FastifyInstance) {
  route(app, contracts.saveProduct, async ({ user, input }) =>
    ok(await catalogue.saveProduct(app, user, input)),
  );

  route(app, contracts.saveProductDetails, async ({ user, input }) =>
    ok({ dish: await catalogue.saveDetails(app, user, input) }),
  );

  route(app, contracts.relateFileToProduct, async ({ user, input }) =>
    ok({ relatedFiles: await catalogue.relateFile(app, user, input.productId, input.fileId) }),
  );

  route(app, contracts.chooseChefCover, async ({ user, input }) =>
    ok({ cover: await catalogue.chooseChefCover(app, user, input.fileId) }),
  );

  // A GET that changes state (the spec's call): the security plugin lets only our own origin reach it.
  route(app, contracts.removeProductFile, async ({ user, input }) =>
    ok({ relatedFiles: await catalogue.removeFile(app, user, input.fileId) }),
  );

  // The public catalogue reads answer visitors from the versioned read cache (plugins/read-cache.ts); a
  // signed-in viewer may be the chef or an operator, who see more, so their answers are made each time.
  route(app, contracts.getProduct, async ({ request, reply, input }) => {
    const viewer = await request.currentUser();
    const make = async () => ok(await catalogue.getProduct(app, input.productId, viewer));
    return viewer ? make() : app.readCache.catalogue(reply, `product:${input.productId}`, make);
  });

  route(app, contracts.getProductDetails, async ({ request, reply, input }) => {
    const viewer = await request.currentUser();
    const make = async () => ok({ dish: await catalogue.getDetails(app, input.productId, viewer) });
    return viewer ? make() : app.readCache.catalogue(reply, `product-details:${input.productId}`, make);
  });

  route(app, contracts.listMerchants, async ({ reply, input }) =>
    // "Available on" follows the bookings, which do not move the catalogue's version: never cached.
    input.availableOn
      ? ok(await catalogue.listMarketplace(app, input))
      : app.readCache.catalogue(reply, `merchants:${JSON.stringify(input)}`, async () =>
          ok(await catalogue.listMarketplace(app, input)),
        ),
  );

  route(app, contracts.listDishes, async ({ reply, input }) =>
    app.readCache.catalogue(reply, `dishes:${JSON.stringify(input)}`, async () =>
      ok(await catalogue.listDishes(app, input)),
    ),
  );

  route(app, contracts.getProductImage, async ({ request, reply, input }) => {
    // Until the dish is known to be visible, the answer is a 404 nobody may keep (decision 048).
    void reply.header('cache-control', HIDDEN_IMAGE_CACHE_CONTROL);
    const viewer = await request.currentUser();
    // ?w= alone asks for the JPEG variant; ?format= alone for nothing but the image as stored.
    const { w, format } = input;
    const variant = w ? { width: Number(w) as VariantWidth, format: format ?? 'jpeg' } : null;
    const image = await catalogue.readProductImage(app, input.ownerId, input.fileName, viewer, variant);
    const cacheControl = image.public ? PRODUCT_IMAGE_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL;
    return reply.header('cache-control', cacheControl).type(image.media).send(image.bytes);
  });
}
