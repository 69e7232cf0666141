import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAvatar } from '@hearth/domain/contracts/files';
import { MESSAGES } from '@hearth/domain/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { readProfile, writeSession } from '@/shared/session/session-storage.ts';
import { answer, fakeApi, refuse } from '@/shared/testing/fake-api.ts';
import { mockXhr } from '@/shared/testing/fake-xhr.ts';
import { authorizedUser, fail, ok, renderTranslated } from '@/shared/testing/test-utils.tsx';
import { AvatarUploader } from './avatar-uploader.tsx';

/** model.fileDescriptor of the upload (the xhr's answer, which the fake of fetch does not see). */
const descriptor = { id: 41, width: 10, height: 10, mimeType: 'image/jpeg' };

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function renderUploader(avatarUrl: string | null = null) {
  renderTranslated(
    <QueryClientProvider client={new QueryClient()}>
      <AvatarUploader avatarUrl={avatarUrl} firstName="Rūta" nickname="ruta" />
    </QueryClientProvider>,
  );
}

describe('avatar upload', () => {
  it('uploads with progress, sets the avatar and shows it at once, without reloading the page', async () => {
    const user = userEvent.setup();
    const { uploads } = mockXhr();
    writeSession(authorizedUser());
    const api = fakeApi(
      answer(setAvatar, () =>
        ok(
          {
            avatarUrl: '/repository/users/7/avatar.jpg?v=2',
            thumbnailUrl: '/repository/users/7/thumbnail.jpg?v=2',
          },
          [MESSAGES.avatarUpdatedSuccess],
        ),
      ),
    );
    renderUploader();
    // The file dialog offers the photo formats the server takes (decision 054), HEIC too.
    expect(screen.getByLabelText('Profile picture file')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
    );

    await user.upload(screen.getByLabelText('Profile picture file'), png());
    const [upload] = uploads;
    expect(upload!.path).toBe('/secure/file-upload');
    expect((upload!.body.get('data') as File).name).toBe('me.png');
    act(() => upload!.progress(30, 100));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 30%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '30');

    act(() => upload!.respond(200, ok({ fileDescriptor: descriptor })));
    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(api.callsOf(setAvatar)).toEqual([{ fileId: 41 }]);
    expect(api.calls).toHaveLength(1);
    // The header's picture follows at once.
    expect(readProfile()?.thumbnailUrl).toBe('/repository/users/7/thumbnail.jpg?v=2');

    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/repository/users/7/avatar.jpg?v=2',
    );
    // Another picture may follow at once.
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeEnabled();
  });

  it('shows the server reason when the upload is refused, "File upload failed" when it never arrives', async () => {
    const user = userEvent.setup();
    const { uploads } = mockXhr();
    renderUploader();
    await user.upload(screen.getByLabelText('Profile picture file'), png());
    act(() => uploads[0]!.respond(400, fail([MESSAGES.notAnImage], { data: [MESSAGES.notAnImage] })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not an image');

    await user.upload(screen.getByLabelText('Profile picture file'), png());
    act(() => uploads[1]!.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed');
  });

  it('says the avatar update failed when setting it fails', async () => {
    const user = userEvent.setup();
    const { uploads } = mockXhr();
    fakeApi(answer(setAvatar, () => refuse(500, MESSAGES.serverError)));
    renderUploader();
    await user.upload(screen.getByLabelText('Profile picture file'), png());
    act(() => uploads[0]!.respond(200, ok({ fileDescriptor: descriptor })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile picture could not be updated');
  });

  it('shows the initial when the picture fails to load', () => {
    renderUploader('/repository/users/7/avatar.jpg?v=1');
    const image = screen.getByRole('img', { name: 'Profile picture' });
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveTextContent('R');
  });
});
