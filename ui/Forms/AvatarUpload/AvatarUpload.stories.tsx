import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AvatarUpload } from './AvatarUpload';

// A 1 × 1 PNG, so stories show real pictures without fetching anything.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG_BYTES = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));

function photo(name: string, type: string) {
  return new File([PNG_BYTES], name, { type });
}

/** The loaded picture, named after the member (until then the initials are the image). */
const picture = (canvas: ReturnType<typeof within>) =>
  waitFor(() => {
    const image = canvas.getByRole('img', { name: 'Adaeze Okafor' });
    expect(image.tagName).toBe('IMG');
    return image;
  });

const meta = {
  title: 'Components/Forms/AvatarUpload',
  component: AvatarUpload,
  args: { name: 'Adaeze Okafor', src: null, editing: false, onFileChange: fn() },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AO')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change photo' })).toBeNull();
  },
};

export const WithPicture: Story = {
  args: { src: `data:image/png;base64,${PNG_BASE64}` },
  play: async ({ canvasElement }) => {
    const image = await picture(within(canvasElement));
    await waitFor(() => expect(image).toBeVisible());
  },
};

export const Editing: Story = {
  args: { editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Change photo' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription('PNG or JPEG image');
    await expect(canvas.getByLabelText('Profile photo')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,.png,.jpg,.jpeg',
    );
  },
};

export const PreviewChosenImage: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = photo('me.png', 'image/png');
    await userEvent.upload(canvas.getByLabelText('Profile photo'), file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    const preview = await picture(canvas);
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(preview).toBeVisible());
  },
};

export const RejectedFile: Story = {
  args: { editing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker filters by type, but "All files" or a drop lets anything through.
    await userEvent.upload(canvas.getByLabelText('Profile photo'), photo('me.gif', 'image/gif'), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please choose a PNG or JPEG image',
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();

    // A good file afterwards clears the message.
    await userEvent.upload(canvas.getByLabelText('Profile photo'), photo('me.jpg', 'image/jpeg'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onFileChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { editing: true, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Change photo' }),
    ).toBeDisabled();
  },
};
