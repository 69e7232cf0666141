import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ModeratedChef } from '@hearth/domain/profile';
import { AvatarImage, initialOf } from '@/shared/ui/avatar-image.tsx';
import { MerchantStatusBadge } from '@/shared/ui/merchant-status-badge.tsx';
import { chefDisplayName } from '../utils/chef-names.ts';
import { DecisionActions } from './decision-actions.tsx';

interface ChefCardProps {
  chef: ModeratedChef;
  onDecided: (text: string) => void;
  /** The submitted details: shown open in the queue, folded away in the list of all chefs. */
  children: ReactNode;
  /** The full-size picture in the queue (it is being reviewed), the thumbnail elsewhere. */
  picture: 'avatar' | 'thumbnail';
}

/** One chef: picture, name, status, the details and the decisions that apply. */
export function ChefCard({ chef, onDecided, children, picture }: ChefCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = chefDisplayName(chef);
  const src =
    picture === 'avatar' ? (chef.avatarUrl ?? chef.thumbnailUrl) : (chef.thumbnailUrl ?? chef.avatarUrl);
  return (
    <article className="chef-card" aria-labelledby={titleId}>
      <header className="chef-card__head">
        <AvatarImage
          src={src}
          initial={initialOf(chef.firstName, chef.nickname)}
          size={picture === 'avatar' ? 'xlarge' : 'large'}
          alt={t('storeManagement.pictureOf', { name })}
        />
        <div className="chef-card__title">
          <h3 id={titleId}>{name}</h3>
          {chef.nickname && <p className="muted">@{chef.nickname}</p>}
          <MerchantStatusBadge status={chef.status} />
        </div>
      </header>
      {children}
      <DecisionActions chef={chef} onDecided={onDecided} />
    </article>
  );
}
