import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoute } from '../testing/test-utils.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useServerFieldErrors } from './use-server-field-errors.ts';

const schema = z.object({ city: z.string().max(5, 'forms.validation.invalid') });
type Values = z.infer<typeof schema>;

/** A one-field form whose "server" answers `required` on the city and on a field the form does not show. */
function Harness() {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { city: '' } });
  const { field, errorOf, setServerErrors } = useServerFieldErrors(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <TextField label="City" {...field('city')} />
      <p data-testid="other">{errorOf('other') ?? 'none'}</p>
      <button type="button" onClick={() => setServerErrors({ city: ['required'], other: ['constraint'] })}>
        server
      </button>
      <button type="submit">check</button>
    </form>
  );
}

describe('useServerFieldErrors', () => {
  it('shows the server’s translated error until the field is edited, and leaves the others', async () => {
    const { user } = renderRoute(<Harness />);
    await user.click(screen.getByRole('button', { name: 'server' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByTestId('other')).toHaveTextContent('This value already exists');

    await user.type(screen.getByLabelText('City'), 'V');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription('This field is required');
    expect(screen.getByTestId('other')).toHaveTextContent('This value already exists');
  });

  it('puts the client’s rule before the server’s answer', async () => {
    const { user } = renderRoute(<Harness />);
    await user.type(screen.getByLabelText('City'), 'Vilnius');
    await user.click(screen.getByRole('button', { name: 'check' }));
    await user.click(screen.getByRole('button', { name: 'server' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('The value is invalid');
  });
});
