import type { FastifyInstance } from 'fastify';
import {
  fileIdQuerySchema,
  merchantsQuerySchema,
  productDetailsSchema,
  productIdQuerySchema,
  productSchema,
  relateFileSchema,
} from '@hearth/domain/catalogue';
import { ok, parseInput } from '../../envelope.ts';
import { HIDDEN_IMAGE_CACHE_CONTROL, PRIVATE_IMAGE_CACHE_CONTROL } from '../files/image-cache-control.ts';
import * as catalogue from './catalogue-service.ts';

/** A public dish image never changes under its name (a new image is a new name), so any cache may keep it. */
const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The catalogue calls (decision 018): the dish wizard, product pages, images, the marketplace. */
export async function catalogueRoutes(app: FastifyInstance) {
  app.post('/secure/product', async (request) => {
    const user = await request.requireUser();
    const input = parseInput(productSchema, request.body);
    return ok(await catalogue.saveProduct(app, user, input));
  });

  app.post('/secure/product-details', async (request) => {
    const user = await request.requireUser();
    const input = parseInput(productDetailsSchema, request.body);
    return ok({ dish: await catalogue.saveDetails(app, user, input) });
  });

  app.post('/secure/relate-file-to-product', async (request) => {
    const user = await request.requireUser();
    const { productId, fileId } = parseInput(relateFileSchema, request.body);
    return ok({ relatedFiles: await catalogue.relateFile(app, user, productId, fileId) });
  });

  app.get('/secure/remove-product-file', async (request) => {
    // A GET that changes state (the spec's call): the security plugin lets only our own origin reach it.
    const user = await request.requireUser();
    const { fileId } = parseInput(fileIdQuerySchema, request.query);
    return ok({ relatedFiles: await catalogue.removeFile(app, user, fileId) });
  });

  // The public catalogue reads answer visitors from the versioned read cache (plugins/read-cache.ts); a
  // signed-in viewer may be the chef or an operator, who see more, so their answers are made each time.
  app.get('/store/product', async (request, reply) => {
    const { productId } = parseInput(productIdQuerySchema, request.query);
    const viewer = await request.currentUser();
    const make = async () => ok(await catalogue.getProduct(app, productId, viewer));
    return viewer ? make() : app.readCache.catalogue(reply, `product:${productId}`, make);
  });

  app.get('/store/product-details', async (request, reply) => {
    const { productId } = parseInput(productIdQuerySchema, request.query);
    const viewer = await request.currentUser();
    const make = async () => ok({ dish: await catalogue.getDetails(app, productId, viewer) });
    return viewer ? make() : app.readCache.catalogue(reply, `product-details:${productId}`, make);
  });

  app.post('/store/merchants', async (request, reply) => {
    const query = parseInput(merchantsQuerySchema, request.body);
    return app.readCache.catalogue(reply, `merchants:${JSON.stringify(query)}`, async () =>
      ok(await catalogue.listMarketplace(app, query)),
    );
  });

  app.get<{ Params: { ownerId: string; fileName: string } }>(
    '/repository/products/:ownerId/:fileName',
    async (request, reply) => {
      // Until the dish is known to be visible, the answer is a 404 nobody may keep (decision 048).
      void reply.header('cache-control', HIDDEN_IMAGE_CACHE_CONTROL);
      const image = await catalogue.readProductImage(
        app,
        request.params.ownerId,
        request.params.fileName,
        await request.currentUser(),
      );
      const cacheControl = image.public ? PRODUCT_IMAGE_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL;
      return reply.header('cache-control', cacheControl).type('image/jpeg').send(image.bytes);
    },
  );
}
