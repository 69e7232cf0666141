import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { formatEurCents } from '@hearth/domain/money';
import type { ModeratedChef } from '@hearth/domain/profile';
import { formatDateTime } from '@/shared/i18n/format.ts';
import { KitchenTypeBadges } from '@/shared/ui/kitchen-type-badges.tsx';
import { DetailList } from './detail-list.tsx';
import { translateMessage } from '@/shared/i18n/translate-message.ts';

/** A web address the chef gave, as a link only when it is one (the server checks http(s) too). */
function ExternalLink({ href }: { href: string }) {
  return /^https?:\/\//i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {href}
    </a>
  ) : (
    <>{href}</>
  );
}

/** Everything the chef submitted, for the operator's decision. */
export function ChefDetails({ chef }: { chef: ModeratedChef }) {
  const { t, i18n } = useTranslation();
  const info = chef.merchantInfo;
  const address = chef.address;
  const addressText = address
    ? [address.formatted_address, [address.postalCode, address.city].filter(Boolean).join(' '), address.state]
        .filter(Boolean)
        .join(', ')
    : '';
  const rows: [string, ReactNode][] = [
    [t('storeManagement.fields.email'), <a href={`mailto:${chef.email}`}>{chef.email}</a>],
    [t('storeManagement.fields.phone'), chef.phoneNumber],
    [t('storeManagement.fields.telegram'), chef.telegramNickname && `@${chef.telegramNickname}`],
    [
      t('storeManagement.fields.nickname'),
      chef.nickname && <Link to={`/store/${encodeURIComponent(chef.nickname)}`}>@{chef.nickname}</Link>,
    ],
    [t('storeManagement.fields.city'), chef.city],
    [t('storeManagement.fields.address'), addressText],
    [
      t('storeManagement.fields.hourRate'),
      info && t('common.perHour', { amount: formatEurCents(info.hourRate) }),
    ],
    [
      t('storeManagement.fields.kitchenTypes'),
      info && info.kitchenType.length > 0 && <KitchenTypeBadges types={info.kitchenType} />,
    ],
    [t('storeManagement.fields.about'), info?.about && <span className="pre-line">{info.about}</span>],
    [t('storeManagement.fields.taxNumber'), info?.personalTaxNumber],
    [
      t('storeManagement.fields.registryUrl'),
      info?.govRegistryURL && <ExternalLink href={info.govRegistryURL} />,
    ],
    [
      t('storeManagement.fields.allowedAddress'),
      info?.allowedInternetAddress && <ExternalLink href={info.allowedInternetAddress} />,
    ],
    [
      t('storeManagement.fields.stripeAccountId'),
      info?.stripeAccountId && <code>{info.stripeAccountId}</code>,
    ],
    [t('storeManagement.fields.submittedAt'), formatDateTime(chef.submittedAt, i18n.language)],
  ];
  // A decision's date and reason exist only once there was one.
  if (info?.decidedAt) {
    rows.push([t('storeManagement.fields.decidedAt'), formatDateTime(info.decidedAt, i18n.language)]);
  }
  if (info?.statusReason) {
    rows.push([
      t('storeManagement.fields.reason'),
      <span className="pre-line">{translateMessage(t, info.statusReason)}</span>,
    ]);
  }
  return <DetailList rows={rows} />;
}
