import { useTranslation } from '@/shared/i18n/use-translation.tsx';
import { LANGUAGES, isLanguage } from '@hearth/domain/constants';
import { NETWORK_ERROR_KEY } from '@/shared/api/api-client.ts';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { pushNotice } from '@/shared/notices/notice-store.ts';
import { ChevronDownIcon, GlobeIcon } from '@/shared/ui/icons.tsx';
import { MenuButton, type MenuEntry } from '@/shared/ui/menu/menu-button.tsx';

/** Language dropdown: English and Lithuanian, each named in its own language. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const items: MenuEntry[] = LANGUAGES.map((language) => ({
    key: language,
    label: t(`languages.${language}`),
    lang: language,
    checked: language === current,
    // The catalogue is a separate chunk: offline, say so instead of failing silently.
    onSelect: () =>
      void changeLanguage(language).catch(() => pushNotice({ tone: 'error', message: NETWORK_ERROR_KEY })),
  }));
  return (
    <MenuButton
      items={items}
      className="language-menu"
      buttonClassName="menu__button language-menu__button"
      // The name holds the code the button shows ("EN"), so voice control can say what it sees.
      buttonLabel={t('nav.languageCurrent', {
        language: t(`languages.${current}`),
        code: current.toUpperCase(),
      })}
    >
      <GlobeIcon />
      <span className="language-menu__code">{current.toUpperCase()}</span>
      <ChevronDownIcon />
    </MenuButton>
  );
}
