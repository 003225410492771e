import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { AvatarUpload } from './AvatarUpload';

const png = () => new File(['png'], 'me.png', { type: 'image/png' });
const gif = () => new File(['gif'], 'me.gif', { type: 'image/gif' });

describe('AvatarUpload', () => {
  it('offers no file control outside editing', () => {
    renderWithTheme(<AvatarUpload name="Adaeze Okafor" editing={false} onFileChange={vi.fn()} />);
    expect(screen.getByText('AO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change photo' })).toBeNull();
    expect(screen.queryByLabelText('Profile photo')).toBeNull();
  });

  it('passes on a png and previews it', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    const { container } = renderWithTheme(
      <AvatarUpload name="Adaeze Okafor" editing onFileChange={onFileChange} />,
    );
    const file = png();
    await user.upload(screen.getByLabelText('Profile photo'), file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
  });

  it('refuses other types with a message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFileChange = vi.fn();
    renderWithTheme(<AvatarUpload name="Adaeze Okafor" editing onFileChange={onFileChange} />);
    await user.upload(screen.getByLabelText('Profile photo'), gif());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a PNG or JPEG image');
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it('drops the preview and the message when editing ends', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const props = { name: 'Adaeze Okafor', src: 'https://example.ng/a.png', onFileChange: vi.fn() };
    const { container, rerender } = renderWithTheme(<AvatarUpload {...props} editing />);
    await user.upload(screen.getByLabelText('Profile photo'), png());
    await user.upload(screen.getByLabelText('Profile photo'), gif());
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(<AvatarUpload {...props} editing={false} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.ng/a.png');
    rerender(<AvatarUpload {...props} editing />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.ng/a.png');
  });
});
