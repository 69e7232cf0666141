import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as wallet from '@hearth/domain/contracts/wallet';
import { MESSAGES } from '@hearth/domain/messages';
import { writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { authorizedUser, ok, renderRoute } from '@/shared/testing/test-utils.tsx';
import { DOGE_ADDRESS, koinu, walletFixture } from '../testing/wallet-fixtures.ts';
import { ExecutePage } from './execute-page.tsx';

/** What the fake server answers to one contract's call. */
type Handler<C extends Parameters<typeof answer>[0]> = Parameters<typeof answer<C>>[1];

const pendingTransfer = {
  transfer: { id: 5, amountKoinu: koinu(2), recipientType: 3 as const, recipientAddress: 'ona@example.lt' },
};
const doneTransfer = {
  transfer: { id: 5, ledgerTransactionId: 31, amountKoinu: koinu(2), withdrawal: false },
};

/** The wallet (10 DOGE), the asset request and the confirmation, each answered by its own function. */
function serve({
  request = () => ok(pendingTransfer, [MESSAGES.transferPinSent]),
  confirm = () => ok(doneTransfer, [MESSAGES.transferDone]),
}: {
  request?: Handler<typeof wallet.requestTransfer>;
  confirm?: Handler<typeof wallet.confirmTransfer>;
} = {}) {
  return fakeApi(
    answer(wallet.getWallet, () => walletFixture(10)),
    answer(wallet.requestTransfer, request),
    answer(wallet.confirmTransfer, confirm),
  );
}

function renderExecute() {
  writeSession(authorizedUser(), Date.now());
  return renderRoute(<ExecutePage />, {
    path: '/execute',
    otherRoutes: [{ path: '/ledger/:transactionId', element: <p>ledger page</p> }],
  });
}

type User = ReturnType<typeof renderExecute>['user'];

async function fillForm(user: User, type: string, address: string, volume: string) {
  await user.selectOptions(screen.getByLabelText('Address type'), type);
  const addressField = screen.getByLabelText('Destination address');
  await user.clear(addressField);
  await user.type(addressField, address);
  const volumeField = screen.getByLabelText('Amount (DOGE)');
  await user.clear(volumeField);
  await user.type(volumeField, volume);
  await user.click(screen.getByRole('button', { name: 'Exec' }));
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Transfer steps' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

describe('/execute: the transfer wizard', () => {
  it('tells the sender when the pin could not be e-mailed yet, and confirms with it once it arrives', async () => {
    serve({ request: () => ok(pendingTransfer, [MESSAGES.pinDelayed]) });
    const { user } = renderExecute();
    await screen.findByText('Available: 10 DOGE. Up to 8 decimals.');
    await fillForm(user, 'Email', 'ona@example.lt', '2');
    await screen.findByRole('heading', { name: 'Confirm the transfer' });
    expect(
      screen.getByText(
        /Our mail server cannot be reached right now: your pin will arrive as soon as it is back/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('A one-time pin was sent to your e-mail')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Transaction succeed' })).toBeInTheDocument();
  });

  it('goes from the form to the pin to "Transaction succeed", sending what the spec names', async () => {
    const api = serve();
    const { user, router } = renderExecute();
    expect(await screen.findByText('Available: 10 DOGE. Up to 8 decimals.')).toBeInTheDocument();
    expect(currentStep()).toBe('Details');
    expect(
      within(screen.getByLabelText('Address type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Doge address', 'Telegram nickname', 'Profile nickname', 'Email']);

    await fillForm(user, 'Email', 'ona@example.lt', '2,0');
    expect(api.callsOf(wallet.requestTransfer)).toEqual([
      { volume: koinu(2), recipientAddressType: 3, recipientAddress: 'ona@example.lt' },
    ]);

    const pinHeading = await screen.findByRole('heading', { name: 'Confirm the transfer' });
    expect(pinHeading).toHaveFocus();
    expect(currentStep()).toBe('Confirmation');
    expect(screen.getByText('A one-time pin was sent to your e-mail')).toBeInTheDocument();
    expect(screen.getByText('You are sending 2 DOGE to ona@example.lt.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.callsOf(wallet.confirmTransfer)).toEqual([{ pin: '123456' }]);

    const doneHeading = await screen.findByRole('heading', { name: 'Transaction succeed' });
    expect(doneHeading).toHaveFocus();
    expect(currentStep()).toBe('Done');
    expect(
      screen.getByText('The transaction will be validated and persisted in the blockchain forever.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See blockchain' }));
    expect(await screen.findByText('ledger page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ledger/31');
  });

  it('checks the address by its type before sending: "Not valid email" and the Doge address checksum', async () => {
    const api = serve();
    const { user } = renderExecute();
    await screen.findByText(/Available/);

    await fillForm(user, 'Email', 'ona@example', '2');
    expect(screen.getByLabelText('Destination address')).toHaveAccessibleDescription(
      expect.stringContaining('Not valid email'),
    );
    expect(screen.getByLabelText('Destination address')).toHaveFocus();

    // The last character changed: the base58check checksum no longer fits.
    await fillForm(user, 'Doge address', `${DOGE_ADDRESS.slice(0, -1)}M`, '2');
    expect(screen.getByLabelText('Destination address')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid Dogecoin address'),
    );

    await fillForm(user, 'Doge address', DOGE_ADDRESS, '0.123456789');
    expect(screen.getByLabelText('Amount (DOGE)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a positive amount of DOGE with at most 8 decimals'),
    );
    expect(api.calls.some((call) => call.path === '/secure/asset-request')).toBe(false);
  });

  it('shows the server’s field errors under the fields and its other messages in an alert', async () => {
    serve({
      request: ({ volume }) =>
        volume === koinu(50)
          ? refuse(400, MESSAGES.insufficientFunds, { volume: [MESSAGES.insufficientFunds] })
          : refuse(400, MESSAGES.recipientNotFound, { recipientAddress: [MESSAGES.recipientNotFound] }),
    });
    const { user } = renderExecute();
    await screen.findByText(/Available/);

    await fillForm(user, 'Email', 'ona@example.lt', '50');
    expect(await screen.findByText('Not enough DOGE in your wallet')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (DOGE)')).toHaveAccessibleDescription(
      expect.stringContaining('Not enough DOGE in your wallet'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await fillForm(user, 'Profile nickname', 'nobody', '1');
    expect(await screen.findByText('No user has this address')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination address')).toHaveAccessibleDescription(
      expect.stringContaining('No user has this address'),
    );
    expect(currentStep()).toBe('Details');
  });

  it('says "You cannot send DOGE to yourself" in an alert', async () => {
    serve({ request: () => refuse(400, MESSAGES.transferToSelf) });
    const { user } = renderExecute();
    await screen.findByText(/Available/);
    await fillForm(user, 'Email', 'ana@example.lt', '1');
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot send DOGE to yourself');
  });

  it('stays on the pin step with the error when the confirmation fails (decision 025)', async () => {
    const answers = [
      refuse(400, MESSAGES.invalidPin, { pin: [MESSAGES.invalidPin] }),
      refuse(429, MESSAGES.tooManyPinAttempts),
    ];
    serve({ confirm: () => answers.shift()! });
    const { user } = renderExecute();
    await screen.findByText(/Available/);
    await fillForm(user, 'Email', 'ona@example.lt', '2');
    await screen.findByRole('heading', { name: 'Confirm the transfer' });

    await user.type(screen.getByLabelText('PIN'), '000000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Wrong or expired pin')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('Wrong or expired pin');
    expect(currentStep()).toBe('Confirmation');
    expect(screen.queryByRole('heading', { name: 'Transaction succeed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong pins. Ask for a new one.');
    expect(currentStep()).toBe('Confirmation');

    // Going back keeps what was typed, so a new Exec sends a new pin.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Where and how much' })).toHaveFocus();
    expect(screen.getByLabelText('Destination address')).toHaveValue('ona@example.lt');
    expect(screen.getByLabelText('Amount (DOGE)')).toHaveValue('2');
  });

  it('checks the pin format before sending it', async () => {
    const api = serve();
    const { user } = renderExecute();
    await screen.findByText(/Available/);
    await fillForm(user, 'Email', 'ona@example.lt', '2');
    await screen.findByRole('heading', { name: 'Confirm the transfer' });
    await user.type(screen.getByLabelText('PIN'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('The pin is 6 digits');
    expect(api.calls.some((call) => call.path === '/secure/confirm-transfer')).toBe(false);
  });

  it('tells a withdrawal to a Doge address apart, and makes another transfer from an empty form', async () => {
    serve({
      request: () => ({
        transfer: { id: 6, amountKoinu: koinu(1), recipientType: 0, recipientAddress: DOGE_ADDRESS },
      }),
      confirm: () => ({
        transfer: { id: 6, ledgerTransactionId: 32, amountKoinu: koinu(1), withdrawal: true },
      }),
    });
    const { user } = renderExecute();
    await screen.findByText(/Available/);
    await fillForm(user, 'Doge address', DOGE_ADDRESS, '1');
    expect(await screen.findByText(`You are sending 1 DOGE to ${DOGE_ADDRESS}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '123456');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/This is a withdrawal to a Doge address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See blockchain' })).toHaveAttribute('href', '/ledger/32');

    await user.click(screen.getByRole('button', { name: 'Make another transfer' }));
    expect(screen.getByRole('heading', { name: 'Where and how much' })).toHaveFocus();
    expect(screen.getByLabelText('Destination address')).toHaveValue('');
    expect(screen.getByLabelText('Address type')).toHaveDisplayValue('Email');
  });
});
