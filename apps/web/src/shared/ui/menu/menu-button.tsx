import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMenu } from './use-menu.ts';

export interface MenuEntry {
  key: string;
  label: string;
  /** A link item; otherwise `onSelect` runs. */
  to?: string;
  onSelect?: () => void;
  /** Set for a choice among options (the language): the item becomes a menuitemradio. */
  checked?: boolean;
  lang?: string;
  icon?: ReactNode;
}

interface MenuButtonProps {
  items: readonly MenuEntry[];
  /** What the button shows. */
  children: ReactNode;
  /** Accessible name of the button when its content is not text enough. */
  buttonLabel?: string;
  buttonClassName?: string;
  className?: string;
  /** Extra content above the items (who is logged in). */
  header?: ReactNode;
}

/** A dropdown menu of links and actions, keyboard-usable with type-ahead (see useMenu). */
export function MenuButton({
  items,
  children,
  buttonLabel,
  buttonClassName,
  className,
  header,
}: MenuButtonProps) {
  const menu = useMenu({ labels: items.map((item) => item.label) });

  return (
    <div className={['menu', className].filter(Boolean).join(' ')}>
      <button {...menu.buttonProps} aria-label={buttonLabel} className={buttonClassName ?? 'menu__button'}>
        {children}
      </button>
      {menu.open && (
        <div className="menu__popup">
          {header}
          <ul {...menu.menuProps} className="menu__list">
            {items.map((item, index) => {
              const common = {
                ...menu.getItemProps(index),
                role: item.checked === undefined ? 'menuitem' : 'menuitemradio',
                'aria-checked': item.checked,
                lang: item.lang,
                className: 'menu__item',
              };
              const content = (
                <>
                  {item.icon}
                  <span>{item.label}</span>
                </>
              );
              return (
                <li key={item.key} role="none">
                  {item.to !== undefined ? (
                    <Link {...common} to={item.to} onClick={() => menu.close(false)}>
                      {content}
                    </Link>
                  ) : (
                    <button
                      {...common}
                      type="button"
                      onClick={() => {
                        menu.close(true);
                        item.onSelect?.();
                      }}
                    >
                      {content}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
