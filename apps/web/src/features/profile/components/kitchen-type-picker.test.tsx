import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitchenTypePicker } from './kitchen-type-picker.tsx';
import { renderTranslated } from '@/shared/testing/test-utils.tsx';

function Harness({ initial = [], onBlur }: { initial?: string[]; onBlur?: () => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <KitchenTypePicker label="Kitchen types" value={value} onChange={setValue} onBlur={onBlur} />
      <output data-testid="value">{value.join(',')}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('kitchen-type chip picker', () => {
  it('says "(Max 3)" and toggles a type on and off with aria-pressed', async () => {
    const user = userEvent.setup();
    renderTranslated(<Harness />);
    expect(screen.getByRole('group', { name: 'Kitchen types (Max 3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'French' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'French' }));
    expect(screen.getByRole('button', { name: 'French' })).toHaveAttribute('aria-pressed', 'true');
    expect(value()).toBe('french');

    await user.click(screen.getByRole('button', { name: 'French' }));
    expect(screen.getByRole('button', { name: 'French' })).toHaveAttribute('aria-pressed', 'false');
    expect(value()).toBe('');
  });

  it('lists the chosen types, each removable by its cross', async () => {
    const user = userEvent.setup();
    renderTranslated(<Harness initial={['grill', 'vegan']} />);
    const selected = screen.getByRole('list', { name: 'Selected kitchen types' });
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Grill', 'Vegan']);

    await user.click(screen.getByRole('button', { name: 'Remove Grill' }));
    expect(value()).toBe('vegan');
    expect(screen.queryByRole('button', { name: 'Remove Grill' })).not.toBeInTheDocument();
    // The focus does not get lost with the cross: it goes to the type's toggle.
    expect(screen.getByRole('button', { name: 'Grill' })).toHaveFocus();
  });

  it('ignores a fourth type and says the maximum is reached', async () => {
    const user = userEvent.setup();
    renderTranslated(<Harness />);
    expect(screen.queryByText('Maximum 3 kitchen types selected')).not.toBeInTheDocument();
    for (const name of ['French', 'Asian', 'Pizza']) await user.click(screen.getByRole('button', { name }));
    expect(value()).toBe('french,asian,pizza');
    expect(screen.getByText('Maximum 3 kitchen types selected')).toBeInTheDocument();

    const fourth = screen.getByRole('button', { name: 'Vegan' });
    expect(fourth).toHaveAttribute('aria-disabled', 'true');
    await user.click(fourth);
    expect(value()).toBe('french,asian,pizza');
    expect(fourth).toHaveAttribute('aria-pressed', 'false');

    // Dropping one frees a place again.
    await user.click(screen.getByRole('button', { name: 'Remove Asian' }));
    await user.click(fourth);
    expect(value()).toBe('french,pizza,vegan');
  });

  it('is keyboard usable and reports a blur only when the focus leaves the picker', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    renderTranslated(<Harness onBlur={onBlur} />);
    screen.getByRole('button', { name: 'Mediterranean' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(value()).toBe('mediterranean,french');
    expect(onBlur).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Mediterranean' })).toHaveAttribute('aria-pressed', 'true');
  });
});
