import { useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { Dish, Product, ProductPage, RelatedFile, SavedProduct } from '@hearth/domain/catalogue';
import { productDetailsQueryOptions, productQueryOptions } from '@/shared/catalogue/product-queries.ts';
import { useLeaveWarning } from '@/shared/forms/use-leave-warning.ts';
import { useSession } from '@/shared/session/use-session.ts';
import { PageLoading } from '@/shared/ui/page-loading.tsx';
import { Tabs, type TabItem } from '@/shared/ui/tabs.tsx';
import { useSaveProduct } from '../api/save-product.ts';
import { WIZARD_MESSAGES } from '../api/wizard-messages.ts';
import { DetailsStep } from '../components/details-step.tsx';
import { ImagesStep } from '../components/images-step.tsx';
import { MainInfoStep } from '../components/main-info-step.tsx';
import { toDetailsValues } from '../utils/details-form.ts';
import { loadFailure, wizardMessage } from '../utils/outcome.ts';
import { EMPTY_PRODUCT, toProductValues } from '../utils/product-form.ts';
import { addPageTexts } from '@/shared/i18n/page-texts.ts';
import { productWizardTexts } from '../locales/product-wizard-texts.ts';

addPageTexts(productWizardTexts);

const STEPS = ['main', 'details', 'images'] as const;
type StepId = (typeof STEPS)[number];

/**
 * /product (create a dish) and /product/:id (edit it): the three-step wizard (decision 020).
 * Only for an approved chef (the stored `valid` flag is 'true'); anyone else goes to the home page.
 */
export function ProductWizardPage() {
  const { id } = useParams();
  const { isApprovedChef } = useSession();
  if (!isApprovedChef) return <Navigate to="/" replace />;
  if (id === undefined) return <WizardScreen key="new" product={null} dish={null} />;
  const productId = /^\d+$/.test(id) ? Number(id) : null;
  return <EditLoader key={id} productId={productId} />;
}

/** The dish with the images of the answer (model.relatedFiles). */
const dishOf = ({ product, relatedFiles }: ProductPage): Product => ({ ...product, relatedFiles });

/** What the wizard starts from: the stored dish and details, as read when it opened. */
interface Stored {
  product: Product;
  dish: Dish | null;
}

function EditLoader({ productId }: { productId: number | null }) {
  const { t } = useTranslation();
  // The dish page's queries: fetched again when the wizard opens, so that an edit starts from what is stored.
  const fresh = { enabled: productId !== null, staleTime: 0 };
  const product = useQuery({ ...productQueryOptions(productId ?? 0), ...fresh, select: dishOf });
  const details = useQuery({ ...productDetailsQueryOptions(productId ?? 0), ...fresh });
  // Taken once: a save refreshes these queries, and the form keeps what it holds.
  const [stored, setStored] = useState<Stored | null>(null);
  if (
    stored === null &&
    product.isSuccess &&
    details.isSuccess &&
    product.isFetchedAfterMount &&
    details.isFetchedAfterMount
  ) {
    setStored({ product: product.data, dish: details.data });
  }
  if (stored) return <WizardScreen product={stored.product} dish={stored.dish} />;

  const failure =
    productId === null
      ? WIZARD_MESSAGES.getProductFailed
      : product.isError
        ? loadFailure(product.error, WIZARD_MESSAGES.getProductFailed)
        : details.isError
          ? loadFailure(details.error, WIZARD_MESSAGES.getDetailsFailed)
          : null;
  if (failure) {
    return (
      <div className="page page--narrow">
        <section className="card" role="alert" aria-labelledby="product-wizard-error">
          <h1 id="product-wizard-error">{t('productWizard.editTitle')}</h1>
          <p>{wizardMessage(t, failure)}</p>
          {productId !== null && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                void product.refetch();
                void details.refetch();
              }}
            >
              {t('productWizard.tryAgain')}
            </button>
          )}
        </section>
      </div>
    );
  }
  return <PageLoading />;
}

interface WizardScreenProps {
  /** The stored dish in edit mode; null in create mode. */
  product: Product | null;
  dish: Dish | null;
}

function WizardScreen({ product, dish }: WizardScreenProps) {
  const { t } = useTranslation();
  const editMode = product !== null;
  const [productId, setProductId] = useState<number | null>(product?.id ?? null);
  const [title, setTitle] = useState(product?.title ?? '');
  const [images, setImages] = useState<RelatedFile[]>(product?.relatedFiles ?? []);
  // The dish as last saved (step 1 or Publish): what Publish sends again with `active`.
  const [saved, setSaved] = useState<Product | null>(product);
  const active = Boolean(saved?.active) && images.length > 0;
  const save = useSaveProduct();
  const [step, setStep] = useState<StepId>('main');
  // Create mode: the furthest step reached by saving (earlier ones stay reachable, later ones locked).
  const [reached, setReached] = useState(editMode ? STEPS.length - 1 : 0);
  const [dirty, setDirty] = useState<Record<StepId, boolean>>({ main: false, details: false, images: false });
  const [mainInitial] = useState(() => (product ? toProductValues(product) : EMPTY_PRODUCT));
  const [detailsInitial] = useState(() => toDetailsValues(dish));

  const anyDirty = Object.values(dirty).some(Boolean);
  useLeaveWarning(anyDirty, t('productWizard.leaveConfirm'));

  const dirtyHandlers = {
    main: useCallback(
      (value: boolean) => setDirty((d) => (d.main === value ? d : { ...d, main: value })),
      [],
    ),
    details: useCallback(
      (value: boolean) => setDirty((d) => (d.details === value ? d : { ...d, details: value })),
      [],
    ),
    images: useCallback(
      (value: boolean) => setDirty((d) => (d.images === value ? d : { ...d, images: value })),
      [],
    ),
  };

  function goTo(next: StepId) {
    setReached((current) => Math.max(current, STEPS.indexOf(next)));
    setStep(next);
    // The new step's panel takes the focus, so that keyboard and screen reader users land in it.
    window.setTimeout(() => document.getElementById(`product-wizard-${next}`)?.focus(), 0);
  }

  function onProductSaved(result: SavedProduct, savedTitle: string) {
    setProductId(result.productId);
    setTitle(savedTitle);
    setSaved(result.product);
    setImages(result.product.relatedFiles);
    goTo('details');
  }

  /** The images step's Publish: the dish as saved, now enabled (it has a photo). */
  async function publish() {
    if (saved === null) return;
    const { model } = await save.mutateAsync({
      id: saved.id,
      title: saved.title,
      description: saved.description,
      active: true,
    });
    setSaved(model.product);
  }

  function onImagesChange(next: RelatedFile[]) {
    setImages(next);
    // The server disables a dish that loses its last photo (decision 054).
    if (next.length === 0) setSaved((current) => (current ? { ...current, active: false } : current));
  }

  const locked = (id: StepId) => {
    if (id === step) return false;
    // Edit mode: unsaved changes keep the user on the current step.
    if (editMode && anyDirty) return true;
    return STEPS.indexOf(id) > reached;
  };

  const steps: TabItem<StepId>[] = [
    {
      id: 'main',
      label: `1. ${t('productWizard.steps.main')}`,
      locked: locked('main'),
      panel: (
        <StepPanel id="main" title={t('productWizard.steps.main')}>
          <MainInfoStep
            productId={productId}
            initialValues={mainInitial}
            onSaved={onProductSaved}
            onDirtyChange={dirtyHandlers.main}
            hasPhoto={images.length > 0}
            storedActive={active}
          />
        </StepPanel>
      ),
    },
    {
      id: 'details',
      label: `2. ${t('productWizard.steps.details')}`,
      locked: locked('details'),
      panel: (
        <StepPanel id="details" title={t('productWizard.steps.details')}>
          <DetailsStep
            productId={productId}
            initialValues={detailsInitial}
            onSaved={() => goTo('images')}
            onDirtyChange={dirtyHandlers.details}
          />
        </StepPanel>
      ),
    },
    {
      id: 'images',
      label: `3. ${t('productWizard.steps.images')}`,
      locked: locked('images'),
      panel: (
        <StepPanel id="images" title={t('productWizard.steps.images')}>
          <ImagesStep
            productId={productId}
            title={title}
            images={images}
            onImagesChange={onImagesChange}
            onDirtyChange={dirtyHandlers.images}
            active={active}
            onPublish={publish}
          />
        </StepPanel>
      ),
    },
  ];

  return (
    <div className="page page--medium">
      <section className="card" aria-labelledby="product-wizard-title">
        <h1 id="product-wizard-title">
          {t(editMode ? 'productWizard.editTitle' : 'productWizard.createTitle')}
        </h1>
        <p className="muted">{t(editMode ? 'productWizard.editLead' : 'productWizard.createLead')}</p>
        {editMode && anyDirty && (
          <p className="notice notice--info form-banner">{t('productWizard.unsavedLocked')}</p>
        )}
        <Tabs
          tabs={steps}
          selected={step}
          onSelect={setStep}
          label={t('productWizard.stepsLabel')}
          lockedLabel={t('productWizard.locked')}
        />
      </section>
    </div>
  );
}

function StepPanel({ id, title, children }: { id: StepId; title: string; children: ReactNode }) {
  return (
    <div id={`product-wizard-${id}`} tabIndex={-1}>
      <h2 className="visually-hidden">{title}</h2>
      {children}
    </div>
  );
}
