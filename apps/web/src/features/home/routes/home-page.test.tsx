import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig } from '@hearth/domain/contracts/site';
import { FAQ_ENTRIES } from '@hearth/domain/knowledge-base';
import { changeLanguage } from '@/shared/i18n/i18n.ts';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi } from '@/shared/testing/fake-api.ts';
import { authorizedUser, renderRoute } from '@/shared/testing/test-utils.tsx';
import { HomePage } from './home-page.tsx';
import { siteConfig } from '@/shared/testing/site-config.ts';
import { stubIntersectionObserver } from '@/shared/testing/intersection-observer.ts';

function serveConfig(serviceFeeCents = 999) {
  return fakeApi(answer(getConfig, () => siteConfig({ serviceFeeCents })));
}

function renderHome() {
  return renderRoute(<HomePage />, {
    otherRoutes: [{ path: '/signin', element: <h1>Sign-in page</h1> }],
  });
}

/** An IntersectionObserver whose entries the test sends. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const landingNav = () => screen.getByRole('navigation', { name: 'Get started' });

describe('landing page /', () => {
  it('offers become a chef, create account and log in to a visitor, and leads to the sign-in page', async () => {
    serveConfig();
    const { user, router } = renderHome();
    const links = within(landingNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Become a chef', '/signin?source=regular_registration&chefProfile=true'],
      ['Create account', '/signin?source=regular_registration'],
      ['Log in', '/signin?source=one_time_pin'],
    ]);

    await user.click(links[0]!);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?source=regular_registration&chefProfile=true');
  });

  it('has the hero, the marketplace button, benefits, the example figures and the platform terms', () => {
    serveConfig();
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Home-cooked dishes by private chefs' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute('href', '/mp');
    expect(screen.getByRole('heading', { name: 'Cooked in your kitchen' })).toBeInTheDocument();

    const stats = screen.getByRole('region', { name: 'What it can look like' });
    expect(within(stats).getByText('€5.50')).toBeInTheDocument();
    expect(within(stats).getByText('€265.00')).toBeInTheDocument();
    expect(within(stats).getByText('1 DOGE')).toBeInTheDocument();
    expect(within(stats).getAllByText('Example')).toHaveLength(2);
    expect(within(stats).getByText('1 DOGE').previousElementSibling).toHaveTextContent(
      'the chef’s information fee for each order they confirm; customers never pay it',
    );

    const terms = screen.getByRole('region', { name: 'What Hearth is' });
    expect(terms).toHaveTextContent('information platform and payment infrastructure');
    expect(terms).toHaveTextContent('not a party to the contract');
    expect(terms).toHaveTextContent(
      'Customers pay Hearth’s fixed service fee online when they book, and the dishes to the chef: in cash at the visit, or online by card or DOGE after it.',
    );
    expect(terms).toHaveTextContent('paid at the time the chef really spent: more time raises the price');
    expect(terms).toHaveTextContent(
      'Chefs pay a fixed information fee of 1 DOGE from their DOGE wallet when they confirm an order',
    );
    expect(terms).toHaveTextContent('Customers never pay it.');
    expect(within(terms).getByRole('link')).toHaveAttribute('href', '/assets/about');
  });

  it('never says the customer pays the 1 DOGE information fee, in either language', async () => {
    serveConfig();
    const { unmount } = renderHome();
    const landing = () => document.body.textContent ?? '';
    expect(landing()).not.toMatch(/customers? (pays?|is charged) (the )?1 DOGE/i);
    expect(screen.getByRole('heading', { name: 'Card, DOGE or cash' }).nextElementSibling).toHaveTextContent(
      'Hearth’s fixed service fee is paid online when you book; the dishes in cash to the chef at the visit, or online by card or DOGE after it',
    );
    unmount();
    await changeLanguage('lt');
    renderHome();
    const terms = screen.getByRole('region', { name: 'Kas yra Hearth' });
    expect(terms).toHaveTextContent('Virėjai, patvirtindami užsakymą, iš savo DOGE piniginės sumoka');
    expect(terms).toHaveTextContent('Klientai jo niekada nemoka.');
  });

  it('ends with the chef account prompt and the feedback prompt (e-mail or assistant)', async () => {
    serveConfig();
    renderHome();
    expect(screen.getByRole('link', { name: 'Create a chef account' })).toHaveAttribute(
      'href',
      '/signin?source=regular_registration&chefProfile=true',
    );
    // The configured address (CONTACT_EMAIL), read as the reader nears the prompt.
    expect(await screen.findByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:hello@hearth.example',
    );
    expect(screen.getByRole('link', { name: 'Ask the assistant' })).toHaveAttribute('href', '/assistant');
  });

  it('shows the FAQ of the knowledge base with the configured fee', async () => {
    const { calls, callsOf } = serveConfig(1500);
    renderHome();
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    const question = await within(faq).findByText('What is the service fee?');
    expect(within(faq).getAllByRole('group')).toHaveLength(FAQ_ENTRIES.length);
    expect(question.closest('details')).toHaveTextContent('€15.00 plus 21% VAT, €18.15 in all');
    for (const topic of [/VAT/, /When do I pay/, /actual time/, /cancel an order/, /refund/i, /who pays it/])
      expect(within(faq).getAllByText(topic).length).toBeGreaterThan(0);
    expect(within(faq).getByRole('link', { name: 'All questions, and the rules in full' })).toHaveAttribute(
      'href',
      '/assets/about',
    );
    expect(callsOf(getConfig)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('loads the FAQ and its figures only when the reader nears it', async () => {
    const reach = stubIntersectionObserver();
    const { calls, callsOf } = serveConfig();
    renderHome();
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    expect(within(faq).queryByRole('group')).not.toBeInTheDocument();

    act(() => reach(faq));
    expect(await within(faq).findByText('What is the service fee?')).toBeInTheDocument();
    expect(callsOf(getConfig)).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('shows the FAQ in Lithuanian when the page is in Lithuanian', async () => {
    await changeLanguage('lt');
    serveConfig(1500);
    renderHome();
    const question = await screen.findByText('Koks yra paslaugos mokestis?');
    expect(question.closest('details')).toHaveTextContent('15,00 € plius 21 % PVM, iš viso 18,15 €');
    expect(screen.getByRole('navigation', { name: 'Pradėkite' })).toBeInTheDocument();
  });

  it('opens and closes the phone menu with the keyboard, focus going in and back', async () => {
    serveConfig();
    const { user } = renderHome();
    const button = within(landingNav()).getByRole('button', { name: 'Join or log in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Become a chef' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Create account' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('offers a logged-in user only the way to the chef profile, and an approved chef neither', () => {
    writeSession(authorizedUser());
    serveConfig();
    const { unmount } = renderHome();
    expect(
      within(landingNav())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/profile?chefProfile=true']);
    expect(screen.getByRole('link', { name: 'Create a chef account' })).toHaveAttribute(
      'href',
      '/profile?chefProfile=true',
    );
    unmount();

    writeSession(authorizedUser({ legalInfo: { valid: true } }));
    renderHome();
    expect(screen.queryByRole('navigation', { name: 'Get started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a chef account' })).not.toBeInTheDocument();
  });
});
