import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@hearth/domain/messages';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';
import { fail, mockFetch, ok, renderRoute } from '../../../shared/testing/test-utils.tsx';
import { AboutPage } from './about-page.tsx';

/** GET /config answers `serviceFeeCents`; `down` makes it fail until set back. */
function serveConfig(serviceFeeCents: number, state = { down: false }) {
  return mockFetch((call) => {
    if (call.path !== '/config') return { status: 404, body: fail([MESSAGES.notFound]) };
    if (state.down) return { status: 503, body: fail([MESSAGES.serverError]) };
    return { body: ok({ serviceFeeCents, dogeEurRate: 0.2, paymentProvider: 'test' }) };
  });
}

function renderAbout(entry = '/assets/about') {
  return renderRoute(<AboutPage />, { path: '/assets/about', initialEntry: entry });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/assets/about, the information page', () => {
  it('states pricing, cancellation and rating moderation with the configured fee and the domain figures', async () => {
    serveConfig(999);
    renderAbout();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Prices, cancellations and ratings' }),
    ).toBeInTheDocument();

    const pricing = await screen.findByRole('region', { name: 'What an order costs' });
    expect(pricing).toHaveTextContent('The ingredients of the dishes you choose.');
    expect(pricing).toHaveTextContent('The chef’s working hours');
    expect(pricing).toHaveTextContent('fee of €9.99 plus 21% VAT (€12.09 in all) per order');
    expect(pricing).toHaveTextContent('commission of 3% of the price of the dishes');

    const cancellation = section('Cancelling an order');
    expect(cancellation).toHaveTextContent(
      'More than 24 hours before the start: you get back what you paid online, minus the payment provider’s commission, within 7 working days.',
    );
    expect(cancellation).toHaveTextContent(
      '24 hours or less before the start: you pay the actual cost of the products plus a €30.00 penalty.',
    );

    const rating = section('Rating moderation');
    expect(rating).toHaveTextContent('average rating over the last 5 orders falls below 4.5');
    expect(rating).toHaveTextContent('within 3 working days');
  });

  it('follows the configured fee: another serviceFeeCents, other figures, in the rules and the FAQ alike', async () => {
    serveConfig(1500);
    renderAbout();
    const pricing = await screen.findByRole('region', { name: 'What an order costs' });
    expect(pricing).toHaveTextContent('fee of €15.00 plus 21% VAT (€18.15 in all) per order');
    expect(pricing).not.toHaveTextContent('€9.99');
    const faq = section('Questions and answers');
    expect(within(faq).getByText('What is the portal information fee?').closest('details')).toHaveTextContent(
      '€15.00 plus 21% VAT, €18.15 in all',
    );
  });

  it('gives every section the anchor the assistant links to, with a table of contents', async () => {
    serveConfig(999);
    const { container } = renderAbout('/assets/about#cancellation');
    await screen.findByRole('region', { name: 'What an order costs' });
    for (const id of ['pricing', 'cancellation', 'rating-moderation', 'faq', 'contact'])
      expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#pricing', '#cancellation', '#rating-moderation', '#faq', '#contact']);
    const contact = section('Contact');
    expect(within(contact).getByRole('link', { name: 'hello@hearth.example' })).toHaveAttribute(
      'href',
      'mailto:hello@hearth.example',
    );
    expect(within(contact).getByRole('link', { name: 'Open the assistant' })).toHaveAttribute(
      'href',
      '/assistant',
    );
  });

  it('is in Lithuanian with the same figures', async () => {
    await changeLanguage('lt');
    serveConfig(1500);
    renderAbout();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kainos, atšaukimas ir vertinimai' }),
    ).toBeInTheDocument();
    const pricing = await screen.findByRole('region', { name: 'Iš ko susideda užsakymo kaina' });
    expect(pricing).toHaveTextContent('€15.00 plius 21 % PVM (iš viso €18.15) už užsakymą');
    expect(section('Užsakymo atšaukimas')).toHaveTextContent(
      'Daugiau nei 24 val. iki pradžios: per 7 darbo dienas grąžinama',
    );
    expect(section('Užsakymo atšaukimas')).toHaveTextContent('€30.00 baudą');
    expect(section('Vertinimų priežiūra')).toHaveTextContent('paskutinių 5 užsakymų');
    expect(section('Klausimai ir atsakymai')).toHaveTextContent('Koks yra portalo informacinis mokestis?');
  });

  it('says so when the figures cannot be loaded, and shows them after a retry', async () => {
    const state = { down: true };
    serveConfig(999, state);
    const { user } = renderAbout();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();

    state.down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'What an order costs' })).toHaveTextContent('€9.99');
  });
});
