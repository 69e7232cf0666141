/**
 * Cache-Control of pictures only some may see (decision 048): the picture may stay in the viewer's browser,
 * never in a shared cache; the 404 everyone else gets is kept nowhere (a cached 404 would go on hiding the
 * picture from its owner). Public pictures keep their long public lifetimes (see their routes).
 */
export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, max-age=86400';
export const HIDDEN_IMAGE_CACHE_CONTROL = 'no-store';
