import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU_TYPEAHEAD_RESET_MS } from '@hearth/domain/constants';
import { MenuButton, type MenuEntry } from './menu-button.tsx';

function renderMenu(items: MenuEntry[]) {
  render(
    <MemoryRouter>
      <MenuButton items={items} buttonLabel="Account menu">
        A
      </MenuButton>
      <p>outside</p>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Account menu' });
}

const accountItems = (onLogout = vi.fn()): MenuEntry[] => [
  { key: 'profile', label: 'Profile', to: '/profile' },
  { key: 'chef', label: 'Chef profile', to: '/profile?chefProfile=true' },
  { key: 'logout', label: 'Log out', onSelect: onLogout },
];

const languageItems: MenuEntry[] = [
  { key: 'en', label: 'English', checked: true, onSelect: () => {} },
  { key: 'lt', label: 'Lietuvių', checked: false, onSelect: () => {} },
];

function key(name: string) {
  fireEvent.keyDown(document.activeElement!, { key: name });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('MenuButton', () => {
  it('opens on click with focus on the first item and says so', () => {
    const button = renderMenu(accountItems());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    const button = renderMenu(accountItems());
    button.focus();
    key('ArrowUp');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    key('ArrowDown');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    key('End');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    key('Home');
    key('ArrowDown');
    expect(screen.getByRole('menuitem', { name: 'Chef profile' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', () => {
    const button = renderMenu(accountItems());
    fireEvent.click(button);
    key('Escape');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('activates an item with Enter and with Space', () => {
    const onLogout = vi.fn();
    const button = renderMenu(accountItems(onLogout));
    fireEvent.click(button);
    key('End');
    key('Enter');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(button);
    key('End');
    key(' ');
    expect(onLogout).toHaveBeenCalledTimes(2);
  });

  it('closes on a click outside', () => {
    const button = renderMenu(accountItems());
    fireEvent.click(button);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('marks the chosen option of a choice menu', () => {
    fireEvent.click(renderMenu(languageItems));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Lietuvių' })).toHaveAttribute('aria-checked', 'false');
  });

  it('type-ahead: focus goes to the first item starting with the typed prefix', () => {
    fireEvent.click(renderMenu(accountItems()));
    key('c');
    expect(screen.getByRole('menuitem', { name: 'Chef profile' })).toHaveFocus();
    key('h');
    expect(screen.getByRole('menuitem', { name: 'Chef profile' })).toHaveFocus();
    key('x'); // "chx" matches nothing: focus stays
    expect(screen.getByRole('menuitem', { name: 'Chef profile' })).toHaveFocus();
  });

  it(`type-ahead: the prefix clears ${MENU_TYPEAHEAD_RESET_MS} ms after the last key`, () => {
    vi.useFakeTimers();
    fireEvent.click(renderMenu(languageItems));
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const lithuanian = screen.getByRole('menuitemradio', { name: 'Lietuvių' });

    key('l');
    expect(lithuanian).toHaveFocus();
    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS - 1));
    key('e'); // prefix "le": no item, focus stays
    expect(lithuanian).toHaveFocus();

    act(() => vi.advanceTimersByTime(MENU_TYPEAHEAD_RESET_MS));
    key('e'); // prefix cleared: "e"
    expect(english).toHaveFocus();
  });
});
