import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@hearth/domain/api';
import { IMAGES_REDIRECT_MS } from '@hearth/domain/catalogue';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '../../../shared/session/session-storage.ts';
import { mockXhr } from '../../../shared/testing/fake-xhr.ts';
import {
  authorizedUser,
  fail,
  mockFetch,
  ok,
  renderRoute,
  type FetchCall,
} from '../../../shared/testing/test-utils.tsx';
import type { WizardDish, WizardProduct } from '../api/types.ts';
import { ProductWizardPage } from './product-wizard-page.tsx';

type Reply = { status?: number; body: Envelope<unknown> | string };

const PRODUCT: WizardProduct = {
  id: 12,
  title: 'Cepelinai',
  description: 'Potato dumplings with meat',
  fixedPrice: 1250,
  price: 1250,
  videoURL: null,
  active: true,
  userId: 7,
  relatedFiles: [
    { fileId: 3, fileName: '12-3.jpg', url: '/repository/products/7/12-3.jpg', thumbnailUrl: '/t/12-3.jpg' },
  ],
};

const DISH: WizardDish = {
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

function api(answer: (call: FetchCall) => Reply | undefined = () => undefined) {
  return mockFetch((call): Reply => {
    const custom = answer(call);
    if (custom) return custom;
    switch (call.path.split('?')[0]) {
      case '/secure/product':
        return { body: ok({ productId: 12, product: { ...PRODUCT, relatedFiles: [] } }) };
      case '/secure/product-details':
        return { body: ok({ dish: DISH }) };
      case '/store/product':
        return { body: ok({ product: PRODUCT, relatedFiles: PRODUCT.relatedFiles, userId: 7 }) };
      case '/store/product-details':
        return { body: ok({ dish: DISH }) };
      default:
        return { status: 404, body: fail([MESSAGES.notFound]) };
    }
  });
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
const posts = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => Object.fromEntries(c.body ?? []));

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
    mockFetch(() => ({ body: ok() }));
    renderWizard('/product', false);
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

describe('creating a dish', () => {
  it('saves step 1 with the right body, then unlocks and opens step 2; later steps start locked', async () => {
    const { calls } = api();
    const { user } = renderWizard();
    expect(tab(/Main info/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Dish details/)).toHaveAttribute('aria-disabled', 'true');
    expect(tab(/Images/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(tab(/Dish details/));
    expect(tab(/Main info/)).toHaveAttribute('aria-selected', 'true');

    await fillStep1(user);
    await user.click(screen.getByLabelText(/Enabled/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true'));
    expect(posts(calls, '/secure/product')).toEqual([
      { title: 'Cepelinai', description: 'Potato dumplings', videoURL: '', price: '1250', active: 'false' },
    ]);
    expect(tab(/Main info/)).not.toHaveAttribute('aria-disabled');
    expect(tab(/Images/)).toHaveAttribute('aria-disabled', 'true');

    // Back to step 1 and saved again: an update of the same dish.
    await user.click(tab(/Main info/));
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Cepelinai II');
    const step1 = screen.getByRole('tabpanel', { name: /Main info/ });
    await user.click(within(step1).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(posts(calls, '/secure/product')).toHaveLength(2));
    expect(posts(calls, '/secure/product')[1]).toMatchObject({ id: '12', title: 'Cepelinai II' });
  });

  it('saves the details (complete rows only, hourRate, lists) and moves to the images', async () => {
    const { calls } = api();
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(tab(/Dish details/)).toHaveAttribute('aria-selected', 'true'));

    await fillStep2(user);
    const step2 = screen.getByRole('tabpanel', { name: /Dish details/ });
    await user.click(within(step2).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(tab(/Images/)).toHaveAttribute('aria-selected', 'true'));
    expect(posts(calls, '/secure/product-details')).toEqual([
      {
        productId: '12',
        kitchenType: 'french',
        preparationMinutes: '90',
        preparationDescription: 'Boil gently',
        ingridients: '{"Potatoes":1000,"Onion":0.5}',
        calories: '700',
        servingsNumber: '4',
        hourRate: '1',
        allergens: 'gluten,milk',
        dietaryTags: 'vegetarian',
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
  async function openImages() {
    const { calls } = api();
    const { uploads } = mockXhr();
    const view = renderWizard('/product/12');
    await view.user.click(await screen.findByRole('tab', { name: /Images/ }));
    return { ...view, calls, uploads };
  }

  it('refuses a PNG before any upload, and asks for a file when none is chosen', async () => {
    const { uploads } = await openImages();
    // The browser's file dialog filters by `accept`; a drop or "all files" does not: the wizard checks.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose images');
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    expect(await screen.findByText('Choose at least one image to upload')).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80])], 'dish.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await screen.findByText('Please select JPG image files only')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Please select JPG image files only/);
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    expect(uploads).toHaveLength(0);
  });

  it('uploads each JPG with progress, relates it, then opens the dish page after 2 seconds', async () => {
    const { user, uploads, calls } = await openImages();
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
    const related = [
      ...PRODUCT.relatedFiles,
      { fileId: 9, fileName: '12-9.jpg', url: '/r/12-9.jpg', thumbnailUrl: '/t/12-9.jpg' },
    ];
    calls.length = 0;
    api((call) =>
      call.path === '/secure/relate-file-to-product' ? { body: ok({ relatedFiles: related }) } : undefined,
    );
    act(() => uploads[0]!.respond(200, ok({ fileDescriptor: { id: 9 } })));
    expect(await screen.findByText('Images uploaded. Opening the dish page…')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), IMAGES_REDIRECT_MS);
    expect(
      await screen.findByText('dish page', {}, { timeout: IMAGES_REDIRECT_MS + 4000 }),
    ).toBeInTheDocument();
  });

  it('shows the server reason or "Failed to upload image", and "Failed to remove image"', async () => {
    const { user, uploads } = await openImages();
    const jpg = () => new File([new Uint8Array([255, 216])], 'dish.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose images'), jpg());
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.respond(400, fail([], { data: ['invalid'] })));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();

    api((call) =>
      call.path.startsWith('/secure/relate-file-to-product')
        ? { status: 400, body: fail([MESSAGES.jpgOnlyError], { fileId: [MESSAGES.jpgOnlyError] }) }
        : call.path.startsWith('/secure/remove-product-file')
          ? { status: 500, body: fail([]) }
          : undefined,
    );
    await user.upload(screen.getByLabelText('Choose images'), jpg());
    await user.click(screen.getByRole('button', { name: 'Upload images' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.respond(200, ok({ fileDescriptor: { id: 10 } })));
    expect(await screen.findByText('Please select JPG image files only')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByText('Failed to remove image')).toBeInTheDocument();
  });
});

describe('editing a dish', () => {
  it('loads the stored values; unsaved changes lock the other steps until saved', async () => {
    const { calls } = api();
    const { user } = renderWizard('/product/12');
    expect(await screen.findByLabelText('Title')).toHaveValue('Cepelinai');
    expect(screen.getByLabelText(/Fixed price/)).toHaveValue('12.50');
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/store/product?productId=12', '/store/product-details?productId=12']),
    );
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
    api((call) => (call.path.startsWith('/store/product?') ? { status: 500, body: fail([]) } : undefined));
    renderWizard('/product/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get product');
  });

  it('says "Failed to get product details" when only the details fail', async () => {
    api((call) =>
      call.path.startsWith('/store/product-details') ? { status: 500, body: fail([]) } : undefined,
    );
    renderWizard('/product/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get product details');
  });
});

describe('save errors', () => {
  async function saveStep1(reply: Reply) {
    api((call) => (call.path === '/secure/product' ? reply : undefined));
    const { user } = renderWizard();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    return user;
  }

  it('maps a 404 to "Couldn’t save changes"', async () => {
    await saveStep1({ status: 404, body: fail([MESSAGES.productNotFound]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t save changes');
  });

  it('shows the server message, else "Product creation failed"', async () => {
    await saveStep1({ status: 403, body: fail([MESSAGES.notAChef]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only approved chefs can publish dishes');
    expect(tab(/Dish details/)).toHaveAttribute('aria-disabled', 'true');
  });

  it('falls back to "Product creation failed" when the server says nothing', async () => {
    await saveStep1({ status: 500, body: fail([]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product creation failed');
  });

  it('puts field errors under their fields', async () => {
    await saveStep1({
      status: 400,
      body: fail([MESSAGES.validationFailed], { title: ['forms.validation.maxLength'] }),
    });
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('The value is too long'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form');
  });

  it('shows the details error or "Product details creation failed"', async () => {
    api((call) => (call.path === '/secure/product-details' ? { status: 500, body: fail([]) } : undefined));
    const { user } = renderWizard('/product/12');
    await user.click(await screen.findByRole('tab', { name: /Dish details/ }));
    await user.type(screen.getByLabelText('Calories (kcal)'), '1');
    const step2 = screen.getByRole('tabpanel', { name: /Dish details/ });
    await user.click(within(step2).getByRole('button', { name: 'Save and continue' }));
    expect(await within(step2).findByRole('alert')).toHaveTextContent('Product details creation failed');
  });
});
