import { describe, expect, it } from 'vitest';
import type { Dish } from '@hearth/domain/catalogue';
import { listChefSlots } from '@hearth/domain/contracts/availability';
import { getProduct, getProductDetails } from '@hearth/domain/contracts/catalogue';
import { getConfig } from '@hearth/domain/contracts/site';
import { MESSAGES } from '@hearth/domain/messages';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { siteConfig } from '@/shared/testing/site-config.ts';
import { SERVER_STATE_ID } from './app/server-state.ts';
import { renderPage, rendersOnServer } from './entry-server.tsx';

const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="shell">' +
  '<title>Hearth</title><script type="module" async crossorigin data-early src="/assets/early.js"></script>' +
  '<script type="module" crossorigin data-app src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin data-app href="/assets/framework.js">' +
  '</head><body><div id="root"></div><noscript>Hearth needs JavaScript to run.</noscript></body></html>';

const DISH: Dish = {
  productId: 5,
  kitchenType: 'french',
  preparationMinutes: 90,
  preparationDescription: 'Boil gently.',
  ingridients: { potatoes: 2 },
  calories: 640,
  servingsNumber: 2,
  hourRate: 1200,
  timeBased: false,
  allergens: [],
  dietaryTags: [],
};

/** The dish page's two reads, answered with a dish named `title`. */
function serveDish(title: string) {
  const product = productFixture({ id: 5, title });
  return fakeApi(
    answer(getConfig, () => siteConfig()),
    // The dish page's next free days: a chef without a schedule.
    answer(listChefSlots, () => ({ configured: false, minutes: 90, starts: [], dates: [] })),
    answer(getProductDetails, () => ({ dish: DISH })),
    answer(getProduct, () => ({
      product,
      relatedFiles: product.relatedFiles,
      userId: product.userId,
      merchant: {
        userId: product.userId,
        storeName: 'ruta',
        firstName: 'Rūta',
        lastName: 'Kazlauskienė',
        rating: { average: 4.75, count: 8 },
      },
    })),
  );
}

async function render(url: string, language: 'en' | 'lt' = 'en') {
  const page = await renderPage({
    url,
    origin: 'https://hearth.example',
    language,
    template: SHELL,
    fetch: (path, init) => fetch(path, init),
  });
  let html = '';
  for await (const chunk of page.stream()) html += String(chunk);
  return { ...page, html };
}

/** The data block the browser hydrates from. */
function stateOf(html: string): {
  language: string;
  queries: { queries: { queryHash: string }[] };
  head: { title?: string };
} {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`).exec(
    html,
  );
  return JSON.parse(match![1]!) as ReturnType<typeof stateOf>;
}

describe('the server renderer', () => {
  it('renders the public pages only', () => {
    for (const path of ['/', '/mp', '/store/ruta.k', '/product-detail/5', '/assets/about'])
      expect(rendersOnServer(path), path).toBe(true);
    for (const path of ['/orders', '/checkout', '/profile', '/cart', '/signin'])
      expect(rendersOnServer(path), path).toBe(false);
  });

  it('writes a dish page with its content, title, head tags and the answers it was made from', async () => {
    const api = serveDish('Cepelinai <b>& sour cream</b>');
    const page = await render('/product-detail/5');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Cepelinai &lt;b&gt;&amp; sour cream&lt;\/b&gt;<\/h1>/);
    expect(page.html).toMatch(/<title>Cepelinai &lt;b&gt;&amp; sour cream&lt;\/b&gt; by Rūta/);
    expect(page.html).toContain(
      '<link rel="canonical" href="https://hearth.example/product-detail/5" data-page-head>',
    );
    expect(page.html).toContain('hreflang="lt" href="https://hearth.example/product-detail/5?lang=lt"');
    expect(page.html).toMatch(/<script type="application\/ld\+json" data-page-head>\{[^<]*"@type":"Product"/);
    // The shell's own title and description and the "needs JavaScript" note are gone; the early entry stays
    // (it loads the page's texts) and knows the page is rendered.
    expect(page.html).toContain('<html lang="en" data-rendered>');
    expect(page.html).not.toContain('<title>Hearth</title>');
    expect(page.html).not.toContain('content="shell"');
    expect(page.html).toContain('data-early');
    expect(page.html).not.toContain('<noscript>');
    // The app's scripts wait, inert, at the end of the page: the early entry adds them after the first paint.
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toContain('data-app');
    expect(page.html).toMatch(
      /<template id="app-scripts"><script type="module" crossorigin data-app src="\/assets\/index\.js"><\/script><link rel="modulepreload" crossorigin data-app href="\/assets\/framework\.js"><\/template><\/body>/,
    );
    // The page's own head travels too: the browser hydrates with it and leaves the head as it is.
    expect(stateOf(page.html).head.title).toMatch(/^Cepelinai <b>& sour cream<\/b> by Rūta/);
    // No "<" inside the data block: a dish title cannot end it.
    const block = page.html.slice(page.html.indexOf(SERVER_STATE_ID));
    expect(block.slice(0, block.indexOf('</script>'))).not.toContain('<b>');
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/store/product-details?productId=5', '/store/product?productId=5']),
    );
  });

  it('writes the page in Lithuanian when asked', async () => {
    serveDish('Cepelinai');
    const page = await render('/product-detail/5?lang=lt', 'lt');
    expect(page.html).toContain('<html lang="lt" data-rendered>');
    expect(stateOf(page.html).language).toBe('lt');
    expect(page.html).toContain('og:locale" content="lt_LT"');
  });

  it('answers 404 and noindex for a dish that is not there', async () => {
    fakeApi(
      answer(getConfig, () => siteConfig()),
      answer(getProduct, () => refuse(404, MESSAGES.productNotFound)),
      answer(getProductDetails, () => refuse(404, MESSAGES.productNotFound)),
    );
    const page = await render('/product-detail/99');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex" data-page-head>');
    expect(page.html).toContain('Product not found');
  });

  it('renders the same answers to the same HTML (the server sends a page again when its answers are)', async () => {
    serveDish('Cepelinai');
    const first = await render('/product-detail/5');
    const again = await render('/product-detail/5');
    serveDish('Kibinai');
    const changed = await render('/product-detail/5');
    expect(again.html).toBe(first.html);
    expect(changed.html).not.toBe(first.html);
  });
});
