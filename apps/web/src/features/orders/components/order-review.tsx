import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { getOrder } from '@hearth/domain/contracts/orders';
import { MESSAGES } from '@hearth/domain/messages';
import type { OrderView } from '@hearth/domain/orders';
import { REVIEW_COMMENT_MAX, reviewSchema } from '@hearth/domain/reviews';
import { ApiError } from '@/shared/api/api-client.ts';
import { apiQueryKey } from '@/shared/api/contract-client.ts';
import { translateFieldError, translateMessage } from '@/shared/i18n/translate-message.ts';
import { ReviewCard } from '@/shared/ui/review-card.tsx';
import { StarInput } from '@/shared/ui/star-input.tsx';
import { TextAreaField } from '@/shared/ui/textarea-field.tsx';
import { useCreateReview } from '../api/create-review.ts';

/** The anchor the review e-mail links to: /order/{id}#review. */
export const REVIEW_ANCHOR = 'review';

type FieldErrors = Partial<Record<'rating' | 'comment', string>>;

/**
 * The review of a delivered order (docs/product.md#reviews-and-the-rating-rule): the form while the viewer
 * may review it (order.canReview), the review with the chef's answer once there is one, nothing otherwise.
 * The e-mail's link lands here.
 */
export function OrderReview({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const mutation = useCreateReview();
  const shown = order.canReview || order.review !== null;

  // The page loads after the browser looked for the anchor: bring the section into view once it exists.
  useEffect(() => {
    if (!shown || hash !== `#${REVIEW_ANCHOR}`) return;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    titleRef.current?.focus();
  }, [shown, hash]);

  if (!shown) return null;
  return (
    <section
      id={REVIEW_ANCHOR}
      ref={sectionRef}
      className="card order-review"
      aria-labelledby="order-review-title"
    >
      <h2 id="order-review-title" ref={titleRef} tabIndex={-1}>
        {t('reviewsUi.order.title')}
      </h2>
      {order.review ? (
        <ReviewCard review={order.review} />
      ) : (
        <ReviewForm
          order={order}
          mutation={mutation}
          onSaved={() => {
            setAnnouncement(t(MESSAGES.reviewSaved));
            titleRef.current?.focus();
          }}
        />
      )}
      <SubmitError error={mutation.error} />
      <p className="order-review__status" role="status">
        {announcement}
      </p>
    </section>
  );
}

interface ReviewFormProps {
  order: OrderView;
  /** Owned by the section, so that the server's refusal stays in view when the order then shows its review. */
  mutation: ReturnType<typeof useCreateReview>;
  onSaved: () => void;
}

function ReviewForm({ order, mutation, onSaved }: ReviewFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = reviewSchema.safeParse({ orderId: order.id, rating: rating ?? '', comment });
    if (!check.success) {
      setErrors(
        fieldErrorsOf(check.error.issues, (field, message) => translateFieldError(t, field, message)),
      );
      return;
    }
    setErrors({});
    mutation.reset();
    try {
      await mutation.mutateAsync({ orderId: order.id, rating: check.data.rating, comment });
    } catch (error) {
      if (error instanceof ApiError) {
        const server = error.envelope.fieldErrors ?? {};
        setErrors({
          rating: server.rating?.[0] && translateFieldError(t, 'rating', server.rating[0]),
          comment: server.comment?.[0] && translateFieldError(t, 'comment', server.comment[0]),
        });
        // Reviewed meanwhile (another tab, the e-mail link): the order shows the review it has.
        if (error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: apiQueryKey(getOrder, { orderId: order.id }) });
        }
      }
      return;
    }
    onSaved();
  }

  return (
    <form className="order-review__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="muted">{t('reviewsUi.order.lead')}</p>
      <StarInput
        label={t('reviewsUi.order.rating')}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
      />
      <TextAreaField
        label={t('reviewsUi.order.comment')}
        hint={t('reviewsUi.order.commentHint', { max: REVIEW_COMMENT_MAX })}
        name="comment"
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        error={errors.comment}
        onChange={(event) => {
          setComment(event.target.value);
          setErrors((current) => ({ ...current, comment: undefined }));
        }}
      />
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={mutation.isPending || undefined}
      >
        {t(mutation.isPending ? 'reviewsUi.order.sending' : 'reviewsUi.order.submit')}
      </button>
    </form>
  );
}

/** The first client error of each field, translated. */
function fieldErrorsOf(
  issues: readonly { path: PropertyKey[]; message: string }[],
  translate: (field: string, message: string) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'rating' || field === 'comment') && !errors[field]) {
      errors[field] = translate(field, issue.message);
    }
  }
  return errors;
}

/** The server's reason the review was refused (409 exists, 409 not delivered, 403), in the reader's language. */
function SubmitError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const message = error instanceof ApiError ? error.envelope.messages[0]?.message : undefined;
  return (
    <p className="field__error" role="alert">
      {translateMessage(t, message ?? MESSAGES.serverError)}
    </p>
  );
}
