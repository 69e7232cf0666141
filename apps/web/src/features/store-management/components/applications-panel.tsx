import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import type { ModeratedChef } from '@hearth/domain/profile';
import { ChefCard } from './chef-card.tsx';
import { ChefDetails } from './chef-details.tsx';

interface ApplicationsPanelProps {
  applications: readonly ModeratedChef[];
  onDecided: (text: string) => void;
}

/** The queue of pending applications, oldest first, every field shown: approve, or reject with a reason. */
export function ApplicationsPanel({ applications, onDecided }: ApplicationsPanelProps) {
  const { t } = useTranslation();
  if (applications.length === 0) return <p className="muted">{t('storeManagement.applications.empty')}</p>;
  return (
    <ul className="chef-list">
      {applications.map((chef) => (
        <li key={chef.userId}>
          <ChefCard chef={chef} onDecided={onDecided} picture="avatar">
            <ChefDetails chef={chef} />
          </ChefCard>
        </li>
      ))}
    </ul>
  );
}
