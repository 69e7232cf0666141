import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_DISH, knowledgeEntry, knowledgeText, factsFrom } from '@hearth/domain/knowledge-base';
import { getConfig } from '@hearth/domain/contracts/site';
import { MESSAGES } from '@hearth/domain/messages';
import { formatEurCents } from '@hearth/domain/money';
import { orderMoney } from '@hearth/domain/order-money';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { renderRoute } from '@/shared/testing/test-utils.tsx';
import { AboutPage } from './about-page.tsx';
import { siteConfig } from '@/shared/testing/site-config.ts';

/** GET /config answers `serviceFeeCents`; `down` makes it fail until set back. */
function serveConfig(serviceFeeCents: number, state = { down: false }) {
  return fakeApi(
    answer(getConfig, () =>
      state.down ? refuse(503, MESSAGES.serverError) : siteConfig({ serviceFeeCents }),
    ),
  );
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
    expect(pricing).toHaveTextContent('the chef’s hourly rate times the time');
    expect(pricing).toHaveTextContent(
      'service fee of €9.99 plus 21% VAT (€12.09 in all) per order, paid online when you book',
    );
    expect(pricing).toHaveTextContent('commission of 3% of the price of the dishes');
    expect(pricing).toHaveTextContent('the card incentive, the chef’s extra for an order paid online');

    const cancellation = section('Cancelling an order');
    expect(cancellation).toHaveTextContent(
      'Not paid yet: cancelled at no cost. An order left unpaid for 2 hours',
    );
    expect(cancellation).toHaveTextContent(
      'More than 24 hours before the start: you get back what you paid online, minus the payment provider’s commission, within 7 working days',
    );
    expect(cancellation).toHaveTextContent(
      '24 hours or less before the start: you owe the product cost plus a €30.00 penalty, less what you paid online.',
    );
    expect(cancellation).toHaveTextContent('new orders wait until it is paid');

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
    expect(within(faq).getByText('What is the service fee?').closest('details')).toHaveTextContent(
      '€15.00 plus 21% VAT, €18.15 in all',
    );
  });

  it('tells when each part is paid with the worked example of orderMoney, as the FAQ and the assistant do', async () => {
    serveConfig(1500);
    renderAbout();
    const paying = await screen.findByRole('region', { name: 'When you pay' });
    const line = [{ dish: EXAMPLE_DISH, volume: 1 }];
    const cash = orderMoney(line, { payInCash: true, serviceFeeCents: 1500 });
    const card = orderMoney(line, { payInCash: false, serviceFeeCents: 1500 });
    const eur = formatEurCents;
    expect(paying).toHaveTextContent(
      `in cash ${eur(cash.payNow)} now and ${eur(cash.payAtVisit)} at the visit, ${eur(cash.total)} in all`,
    );
    expect(paying).toHaveTextContent(
      `by card or DOGE ${eur(card.payNow)} now (with the card incentive of ${eur(card.cardIncentive)}) and ${eur(card.payAfterVisit)} after the visit, ${eur(card.total)} in all`,
    );
    expect(paying).toHaveTextContent('by card or from your DOGE wallet, at €0.20 per DOGE');
    // The FAQ's answer (the assistant's) names the same figures.
    const facts = factsFrom({ serviceFeeCents: 1500, dogeEurRate: 0.2 });
    const answer = knowledgeText(knowledgeEntry('prepayment')!, 'en', facts).answer;
    expect(answer).toContain(
      `by card or DOGE ${eur(card.payNow)} now and ${eur(card.payAfterVisit)} after the visit`,
    );
    expect(within(section('Questions and answers')).getByText(answer)).toBeInTheDocument();

    const actual = section('Payment by the actual time');
    expect(actual).toHaveTextContent('the chef records the actual minutes');
    expect(actual).toHaveTextContent('More time raises the price of the dishes, less time lowers it');
    const shorter = orderMoney([{ ...line[0]!, actualMinutes: 30 }], {
      payInCash: false,
      serviceFeeCents: 1500,
    });
    expect(actual).toHaveTextContent(`30 minutes give you ${eur(shorter.refundAfterVisit)} back`);
  });

  it('says the chef pays the information fee when confirming, and the customer never does', async () => {
    serveConfig(999);
    renderAbout();
    const fee = await screen.findByRole('region', { name: 'The information fee, paid by chefs' });
    expect(fee).toHaveTextContent(
      'A fixed information fee of 1 DOGE is taken from the chef’s DOGE wallet when the chef confirms a paid order. Customers never pay it.',
    );
    expect(fee).toHaveTextContent('Only then are the customer’s address and phone shown to the chef');
    expect(document.body).not.toHaveTextContent(/customers? pays? (the )?1 DOGE/i);
  });

  it('gives every section the anchor the assistant links to, with a table of contents', async () => {
    serveConfig(999);
    const { container } = renderAbout('/assets/about#cancellation');
    await screen.findByRole('region', { name: 'What an order costs' });
    const ids = [
      'pricing',
      'paying',
      'actual-time',
      'information-fee',
      'cancellation',
      'rating-moderation',
      'faq',
      'contact',
    ];
    for (const id of ids) expect(container.querySelector(`section#${id}`), id).not.toBeNull();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(ids.map((id) => `#${id}`));
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
    expect(pricing).toHaveTextContent('15,00 € plius 21 % PVM (iš viso 18,15 €) už užsakymą');
    expect(section('Užsakymo atšaukimas')).toHaveTextContent(
      'Daugiau nei 24 val. iki pradžios: per 7 darbo dienas tuo pačiu būdu, kuriuo mokėjote, grąžinama',
    );
    expect(section('Užsakymo atšaukimas')).toHaveTextContent('30,00 € baudą');
    expect(section('Kada mokama')).toHaveTextContent('kortele arba DOGE');
    expect(section('Informacinis mokestis, kurį moka virėjai')).toHaveTextContent(
      'Klientai jo niekada nemoka.',
    );
    expect(section('Vertinimų priežiūra')).toHaveTextContent('paskutinių 5 užsakymų');
    expect(section('Klausimai ir atsakymai')).toHaveTextContent('Koks yra paslaugos mokestis?');
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
