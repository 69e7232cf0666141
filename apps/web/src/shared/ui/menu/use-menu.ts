import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { MENU_TYPEAHEAD_RESET_MS } from '@hearth/domain/constants';

export interface MenuOptions {
  /** Visible text of each item, for type-ahead. */
  labels: readonly string[];
  typeaheadResetMs?: number;
}

/**
 * A menu button after the WAI-ARIA pattern: the button opens the menu and focus moves into it; Arrow keys,
 * Home and End move; Enter and Space activate; Escape closes and returns focus to the button; Tab leaves.
 * Typing letters moves focus to the first item starting with the typed prefix, which clears after
 * MENU_TYPEAHEAD_RESET_MS without typing.
 */
export function useMenu({ labels, typeaheadResetMs = MENU_TYPEAHEAD_RESET_MS }: MenuOptions) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const typeahead = useRef({ prefix: '', timer: 0 });
  const buttonId = useId();
  const menuId = useId();
  const count = labels.length;

  // Roving focus: the active item holds focus while the menu is open.
  useEffect(() => {
    if (open) itemRefs.current[activeIndex]?.focus();
  }, [open, activeIndex]);

  // A pointer press outside the button and the menu closes it.
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent | globalThis.MouseEvent) {
      const target = event.target as Node | null;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  useEffect(() => {
    const state = typeahead.current;
    return () => window.clearTimeout(state.timer);
  }, []);

  const openAt = useCallback((index: number) => {
    setActiveIndex(index);
    setOpen(true);
  }, []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  function typeAhead(char: string) {
    const state = typeahead.current;
    window.clearTimeout(state.timer);
    state.prefix += char.toLocaleLowerCase();
    state.timer = window.setTimeout(() => {
      state.prefix = '';
    }, typeaheadResetMs);
    const index = labels.findIndex((label) => label.toLocaleLowerCase().startsWith(state.prefix));
    if (index >= 0) setActiveIndex(index);
  }

  function onItemKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count === 0) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((i) => (i + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((i) => (i - 1 + count) % count);
        return;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        return;
      case 'End':
        event.preventDefault();
        setActiveIndex(count - 1);
        return;
      case 'Escape':
        event.preventDefault();
        close(true);
        return;
      case 'Tab':
        setOpen(false);
        return;
      case 'Enter':
      case ' ':
        // Links do not react to Space natively; one path for links and buttons alike.
        event.preventDefault();
        event.currentTarget.click();
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeAhead(event.key);
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (count === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    }
  }

  function onButtonClick(_event: MouseEvent<HTMLButtonElement>) {
    if (open) close(false);
    else openAt(0);
  }

  return {
    open,
    activeIndex,
    close,
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: onButtonClick,
      onKeyDown: onButtonKeyDown,
    },
    menuProps: {
      ref: menuRef,
      id: menuId,
      role: 'menu' as const,
      'aria-labelledby': buttonId,
    },
    getItemProps(index: number) {
      return {
        ref: (element: HTMLElement | null) => {
          itemRefs.current[index] = element;
        },
        tabIndex: index === activeIndex ? 0 : -1,
        onKeyDown: onItemKeyDown,
        onMouseEnter: () => setActiveIndex(index),
      };
    },
  };
}
