import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type Dish, IMAGES_REDIRECT_MS, type Product } from '@hearth/domain/catalogue';
import * as catalogue from '@hearth/domain/contracts/catalogue';
import { getStore } from '@hearth/domain/contracts/profile';
import type { FileDescriptor } from '@hearth/domain/files';
import { MESSAGES } from '@hearth/domain/messages';
import { apiQueryOptions } from '@/shared/api/contract-client.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { productFixture } from '@/shared/testing/catalogue-fixtures.ts';
import { answer, fakeApi, refuse, type FakeHandler, type Refusal } from '@/shared/testing/fake-api.ts';
import { mockXhr } from '@/shared/testing/fake-xhr.ts';
import { authorizedUser, fail, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { ProductWizardPage } from './product-wizard-page.tsx';

const PRODUCT: Product = productFixture({
  id: 12,
  title: 'Cepelinai',
  description: 'Potato dumplings with meat',
  fixedPrice: 1250,
  price: 1250,
  hourRate: null,
  userId: 7,
  relatedFiles: [
    { fileId: 3, fileName: '12-3.jpg', url: '/repository/products/7/12-3.jpg', thumbnailUrl: '/t/12-3.jpg' },
  ],
});

const MERCHANT = {
  userId: 7,
  storeName: 'ruta',
  firstName: 'Rūta',
  lastName: 'Kazlauskienė',
  rating: { average: null, count: 0 },
};

const DISH: Dish = {
  productId: 12,
  kitchenType: 'french',
  preparationMinutes: 90,
  preparationDescription: 'Boil gently',
  ingridients: { Potatoes: 1000 },
  calories: 700,
  servingsNumber: 4,
  hourRate: null,
  timeBased: false,
  allergens: ['milk'],
  dietaryTags: [],
};

/** model.fileDescriptor of an upload (the xhr's answer, which the fake of fetch does not see). */
const uploaded = (id: number): FileDescriptor => ({ id, width: 800, height: 600, mimeType: 'image/jpeg' });

/** A refusal that says nothing: the wizard's own text stands in. */
const silent = (status: number): Refusal => ({ refusal: true, status, messages: [] });

/** The wizard's calls; `first` answer before these (a refusal, another answer). */
function api(...first: FakeHandler[]) {
  return fakeApi(
    ...first,
    answer(catalogue.saveProduct, () => ({ productId: 12, product: { ...PRODUCT, relatedFiles: [] } })),
    answer(catalogue.saveProductDetails, () => ({ dish: DISH })),
    answer(catalogue.getProduct, () => ({
      product: PRODUCT,
      relatedFiles: PRODUCT.relatedFiles,
      userId: 7,
      merchant: MERCHANT,
    })),
    answer(catalogue.getProductDetails, () => ({ dish: DISH })),
    answer(catalogue.relateFileToProduct, () => refuse(404, MESSAGES.notFound)),
    answer(catalogue.removeProductFile, () => refuse(404, MESSAGES.notFound)),
  );
}

function renderWizard(entry = '/product', valid = true) {
  writeSession(authorizedUser({ legalInfo: { valid } }));
  return renderRoute(<ProductWizardPage />, {
    path: '/product/:id?',
    initialEntry: entry,
    otherRoutes: [
      { path: '/', element: <p>home page</p> },
      { path: '/product-detail/:productId', element: <p>dish page</p> },
    ],
  });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

async function fillStep1(user: ReturnType<typeof renderWizard>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Cepelinai');
  await user.type(screen.getByLabelText('Description'), 'Potato dumplings');
  await user.type(screen.getByLabelText(/Fixed price/), '12.50');
}

async function fillStep2(user: ReturnType<typeof renderWizard>['user']) {
  await user.selectOptions(screen.getByLabelText('Kitchen type'), 'french');
  await user.type(screen.getByLabelText('Preparation time (minutes)'), '90');
  await user.type(screen.getByLabelText('How you prepare it'), 'Boil gently');
  await user.type(screen.getByLabelText('Ingredient 1'), 'Potatoes');
  await user.type(screen.getByLabelText('Amount 1'), '1000');
  await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
  await user.type(screen.getByLabelText('Ingredient 2'), 'Salt');
  await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
  await user.type(screen.getByLabelText('Ingredient 3'), 'Onion');
  await user.type(screen.getByLabelText('Amount 3'), '0,5');
  await user.type(screen.getByLabelText('Calories (kcal)'), '700');
  await user.clear(screen.getByLabelText('Servings'));
  await user.type(screen.getByLabelText('Servings'), '4');
  await user.click(screen.getByLabelText('Priced by time (uses your hourly rate)'));
  await user.click(screen.getByLabelText('Milk'));
  await user.click(screen.getByLabelText('Gluten'));
  await user.click(screen.getByLabelText('Vegetarian'));
}

describe('dish wizard access', () => {
  it('sends anyone but an approved chef to the home page', async () => {
    fakeApi();
    renderWizard('/product', false);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('creating a dish', () => {
  it('saves step 1 with the right body, then unlocks and opens step 2; later steps start locked', async () => {
    const { callsOf } = api();
    const { user } = renderWizard();
    expect(tab(/Main info/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Dish details/)).toHaveAttribute('aria-disabled', 'true');
    expect(tab(/Images/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(tab(/Dish details/));
    expect(tab(/Main info/)).toHaveAttribute('aria-selected', 'true');

    await fillStep1(user);
    // A new dish has no photo: "Enabled" is off and cannot be switched on, and says why (decision 054).
    const enabled = screen.getByLabelText(/Enabled/);
    expect(enabled).not.toBeChecked();
    expect(enabled).toBeDisabled();
    expect(enabled).toHaveAccessibleDescription(
      'Customers see a dish only with a photo: add one on the Images step, then enable it.',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true'));
    expect(callsOf(catalogue.saveProduct)).toEqual([
      { title: 'Cepelinai', description: 'Potato dumplings', videoURL: null, price: 1250, active: false },
    ]);
    expect(tab(/Main info/)).not.toHaveAttribute('aria-disabled');
    expect(tab(/Images/)).toHaveAttribute('aria-disabled', 'true');

    // Back to step 1 and saved again: an update of the same dish.
    await user.click(tab(/Main info/));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Cepelinai II');
    const step1 = screen.getByRole('tabpanel', { name: /Main info/ });
    await user.click(within(step1).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(callsOf(catalogue.saveProduct)).toHaveLength(2));
    expect(callsOf(catalogue.saveProduct)[1]).toMatchObject({ id: 12, title: 'Cepelinai II' });
  });

  it('saves the details (complete rows only, hourRate, lists) and moves to the images', async () => {
    const { callsOf } = api();
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true'));

    await fillStep2(user);
    const step2 = screen.getByRole('tabpanel', { name: /Dish details/ });
    await user.click(within(step2).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(tab(/Images/)).toHaveAttribute('aria-selected', 'true'));
    expect(callsOf(catalogue.saveProductDetails)).toEqual([
      {
        productId: 12,
        kitchenType: 'french',
        preparationMinutes: 90,
        preparationDescription: 'Boil gently',
        ingridients: { Potatoes: 1000, Onion: 0.5 },
        calories: 700,
        servingsNumber: 4,
        hourRate: true,
        allergens: ['gluten', 'milk'],
        dietaryTags: ['vegetarian'],
      },
    ]);
  });

  it('shows the required fields of step 2 with their errors linked', async () => {
    api();
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true'));
    const step2 = screen.getByRole('tabpanel', { name: /Dish details/ });
    await user.click(within(step2).getByRole('button', { name: 'Save and continue' }));
    const minutes = await screen.findByLabelText('Preparation time (minutes)');
    await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
    expect(minutes).toHaveAccessibleDescription('This field is required');
    expect(within(step2).getByRole('alert')).toHaveTextContent('Please check the form');
  });
});

describe('images', () => {
  async function openImages(...first: FakeHandler[]) {
    const { callsOf } = api(...first);
    const { uploads } = mockXhr();
    const view = renderWizard('/product/12');
    await view.user.click(await screen.findByRole('tab', { name: /Images/ }));
    return { ...view, uploads, callsOf };
  }

  it('refuses a GIF before any upload, and asks for a file when none is chosen', async () => {
    const { uploads } = await openImages();
    // The browser's file dialog filters by `accept`; a drop or "all files" does not: the wizard checks.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose images');
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    expect(await screen.findByText('Choose at least one image to upload')).toBeInTheDocument();

    expect(input).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
    );
    const gif = new File([new Uint8Array([71, 73])], 'dish.gif', { type: 'image/gif' });
    await user.upload(input, gif);
    expect(await screen.findByText('Please choose JPG, PNG, WebP or HEIC photos only')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Please choose JPG, PNG, WebP or HEIC photos only/);
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    expect(uploads).toHaveLength(0);
    // A phone's HEIC, which some systems declare with no type, is taken.
    await user.upload(input, new File([new Uint8Array([0, 0])], 'IMG_0001.HEIC', { type: '' }));
    expect(screen.queryByText('Please choose JPG, PNG, WebP or HEIC photos only')).not.toBeInTheDocument();
    expect(screen.getByText('Files chosen: 1')).toBeInTheDocument();
  });

  it('uploads each JPG with progress, relates it, then opens the dish page after 2 seconds', async () => {
    const related = [
      ...PRODUCT.relatedFiles,
      { fileId: 9, fileName: '12-9.jpg', url: '/r/12-9.jpg', thumbnailUrl: '/t/12-9.jpg' },
    ];
    const { user, uploads } = await openImages(
      answer(catalogue.relateFileToProduct, () => ({ relatedFiles: related })),
    );
    const timers = vi.spyOn(window, 'setTimeout');
    const jpg = new File([new Uint8Array([255, 216])], 'dish.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose images'), jpg);
    await user.click(screen.getByRole('button', { name: 'Upload images' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe('/secure/file-upload');
    expect((uploads[0]!.body.get('data') as File).name).toBe('dish.jpg');
    act(() => uploads[0]!.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload progress of dish.jpg' })).toHaveAttribute(
      'value',
      '40',
    );
    act(() => uploads[0]!.respond(200, ok({ fileDescriptor: uploaded(9) })));
    expect(await screen.findByText('Images uploaded. Opening the dish page…')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), IMAGES_REDIRECT_MS);
    expect(
      await screen.findByText('dish page', {}, { timeout: IMAGES_REDIRECT_MS + 4000 }),
    ).toBeInTheDocument();
  });

  it('offers Publish after the first photo of a disabled dish, enables it, then opens the dish page', async () => {
    const disabled = { ...PRODUCT, active: false, relatedFiles: [] };
    const photo = { fileId: 9, fileName: '12-9.jpg', url: '/r/12-9.jpg', thumbnailUrl: '/t/12-9.jpg' };
    const { user, uploads, callsOf } = await openImages(
      answer(catalogue.getProduct, () => ({
        product: disabled,
        relatedFiles: [],
        userId: 7,
        merchant: MERCHANT,
      })),
      answer(catalogue.relateFileToProduct, () => ({ relatedFiles: [photo] })),
      answer(catalogue.saveProduct, () => ({
        productId: 12,
        product: { ...disabled, active: true, relatedFiles: [photo] },
      })),
    );
    const jpg = new File([new Uint8Array([255, 216])], 'dish.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose images'), jpg);
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.respond(200, ok({ fileDescriptor: uploaded(9) })));
    expect(
      await screen.findByText(
        'Your dish has a photo now. Publish it so that customers can see and order it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Images uploaded. Opening the dish page…')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Images uploaded. Opening the dish page…')).toBeInTheDocument();
    expect(callsOf(catalogue.saveProduct)).toEqual([
      { id: 12, title: 'Cepelinai', description: 'Potato dumplings with meat', active: true },
    ]);
    // Step 1's box follows: enabled now, and it can be switched off again.
    await user.click(tab(/Main info/));
    expect(screen.getByLabelText(/Enabled/)).toBeChecked();
    expect(screen.getByLabelText(/Enabled/)).toBeEnabled();
  });

  it('shows the server reason or "Failed to upload image", and "Failed to remove image"', async () => {
    const { user, uploads } = await openImages(
      answer(catalogue.relateFileToProduct, () =>
        refuse(400, MESSAGES.jpgOnlyError, { fileId: [MESSAGES.jpgOnlyError] }),
      ),
      answer(catalogue.removeProductFile, () => silent(500)),
    );
    const jpg = () => new File([new Uint8Array([255, 216])], 'dish.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose images'), jpg());
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.respond(400, fail([], { data: ['invalid'] })));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose images'), jpg());
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.respond(200, ok({ fileDescriptor: uploaded(10) })));
    expect(
      await screen.findByText('A dish photo must be a JPG, PNG, WebP or HEIC photo'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByText('Failed to remove image')).toBeInTheDocument();
  });
});

describe('editing a dish', () => {
  it('loads the stored values; unsaved changes lock the other steps until saved', async () => {
    const { callsOf } = api();
    const { user } = renderWizard('/product/12');
    expect(await screen.findByLabelText('Title')).toHaveValue('Cepelinai');
    expect(screen.getByLabelText(/Fixed price/)).toHaveValue('12.50');
    expect(callsOf(catalogue.getProduct)).toEqual([{ productId: 12 }]);
    expect(callsOf(catalogue.getProductDetails)).toEqual([{ productId: 12 }]);
    expect(tab(/Images/)).not.toHaveAttribute('aria-disabled');
    await user.click(tab(/Dish details/));
    expect(screen.getByLabelText('Kitchen type')).toHaveValue('french');
    expect(screen.getByLabelText('Ingredient 1')).toHaveValue('Potatoes');
    expect(screen.getByLabelText('Milk')).toBeChecked();

    await user.clear(screen.getByLabelText('Calories (kcal)'));
    await user.type(screen.getByLabelText('Calories (kcal)'), '650');
    expect(tab(/Main info/)).toHaveAttribute('aria-disabled', 'true');
    expect(tab(/Images/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(tab(/Main info/));
    expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/You have unsaved changes/)).toBeInTheDocument();

    // Typing the stored value back is no change at all.
    await user.clear(screen.getByLabelText('Calories (kcal)'));
    await user.type(screen.getByLabelText('Calories (kcal)'), '700');
    expect(tab(/Main info/)).not.toHaveAttribute('aria-disabled');

    await user.type(screen.getByLabelText('Calories (kcal)'), '0');
    const step2 = screen.getByRole('tabpanel', { name: /Dish details/ });
    await user.click(within(step2).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(tab(/Images/)).toHaveAttribute('aria-selected', 'true'));
    expect(tab(/Main info/)).not.toHaveAttribute('aria-disabled');
  });

  it('moves between reachable steps with the arrow keys', async () => {
    api();
    const { user } = renderWizard('/product/12');
    await screen.findByLabelText('Title');
    tab(/Main info/).focus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Dish details/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab(/Images/)).toHaveAttribute('aria-selected', 'true');
  });

  it('says "Failed to get product" or "Failed to get product details" when a load fails', async () => {
    api(answer(catalogue.getProduct, () => silent(500)));
    renderWizard('/product/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get product');
  });

  it('says "Failed to get product details" when only the details fail', async () => {
    api(answer(catalogue.getProductDetails, () => silent(500)));
    renderWizard('/product/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get product details');
  });
});

describe('save errors', () => {
  async function saveStep1(reply: Refusal) {
    api(answer(catalogue.saveProduct, () => reply));
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    return user;
  }

  it('maps a 404 to "Couldn’t save changes"', async () => {
    await saveStep1(refuse(404, MESSAGES.productNotFound));
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t save changes');
  });

  it('shows the server message, else "Product creation failed"', async () => {
    await saveStep1(refuse(403, MESSAGES.notAChef));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only approved chefs can publish dishes');
    expect(tab(/Dish details/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('falls back to "Product creation failed" when the server says nothing', async () => {
    await saveStep1(silent(500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product creation failed');
  });

  it('puts field errors under their fields', async () => {
    await saveStep1(refuse(400, MESSAGES.validationFailed, { title: ['forms.validation.maxLength'] }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('The value is too long'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form');
  });

  it('shows the details error or "Product details creation failed"', async () => {
    api(answer(catalogue.saveProductDetails, () => silent(500)));
    const { user } = renderWizard('/product/12');
    await user.click(await screen.findByRole('tab', { name: /Dish details/ }));
    await user.type(screen.getByLabelText('Calories (kcal)'), '1');
    const step2 = screen.getByRole('tabpanel', { name: /Dish details/ });
    await user.click(within(step2).getByRole('button', { name: 'Save and continue' }));
    expect(await within(step2).findByRole('alert')).toHaveTextContent('Product details creation failed');
  });
});

describe('a saved dish on the pages that list it', () => {
  /** What the chef's public page shows of its query (POST /store/products): the dishes' titles. */
  function ChefPage() {
    const store = useQuery(apiQueryOptions(getStore, { nickname: 'ruta' }));
    return (
      <ul aria-label="The chef's page">
        {store.data?.products.map(({ product }) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
    );
  }

  /** What the marketplace shows of its query (POST /store/merchants): each chef's number of dishes. */
  function Marketplace() {
    const chefs = useQuery(
      apiQueryOptions(catalogue.listMerchants, { page: 0, hourRate: null, kitchenType: '', city: null }),
    );
    return (
      <ul aria-label="The marketplace">
        {chefs.data?.merchants.map((chef) => (
          <li key={chef.userId}>{`${chef.storeName}: ${chef.dishCount}`}</li>
        ))}
      </ul>
    );
  }

  it("shows a new dish on the chef's page and in the marketplace at once: their queries are fetched again", async () => {
    const dishes: Product[] = [productFixture({ id: 4, title: 'Šaltibarščiai', userId: 7 })];
    const merchant = {
      ...MERCHANT,
      storeName: 'ruta',
      about: null,
      city: 'Vilnius',
      avatarUrl: null,
      thumbnailUrl: null,
      valid: true as const,
      merchantInfo: { hourRate: 1200, kitchenType: ['french' as const], about: null },
    };
    const api = fakeApi(
      answer(catalogue.saveProduct, ({ title, description }) => {
        const product = { ...PRODUCT, title, description, relatedFiles: [] };
        dishes.unshift(product);
        return { productId: product.id, product };
      }),
      answer(getStore, () => ({
        merchant,
        products: dishes.map((product) => ({ product, relatedFiles: product.relatedFiles })),
        cover: null,
      })),
      answer(catalogue.listMerchants, () => ({
        merchants: [{ ...merchant, dishCount: dishes.length }],
        total: 1,
        page: 0,
        pageSize: 20,
      })),
    );
    writeSession(authorizedUser({ legalInfo: { valid: true } }));
    const { user } = renderRoute(
      <>
        <ProductWizardPage />
        <ChefPage />
        <Marketplace />
      </>,
      { path: '/product/:id?', initialEntry: '/product' },
    );
    const page = screen.getByRole('list', { name: "The chef's page" });
    expect(await within(page).findByText('Šaltibarščiai')).toBeInTheDocument();
    expect(within(page).queryByText('Cepelinai')).not.toBeInTheDocument();
    const marketplace = screen.getByRole('list', { name: 'The marketplace' });
    expect(await within(marketplace).findByText('ruta: 1')).toBeInTheDocument();

    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await within(page).findByText('Cepelinai')).toBeInTheDocument();
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cepelinai', 'Šaltibarščiai']);
    expect(api.callsOf(getStore)).toHaveLength(2);
    expect(await within(marketplace).findByText('ruta: 2')).toBeInTheDocument();
    expect(api.callsOf(catalogue.listMerchants)).toHaveLength(2);
  });
});
