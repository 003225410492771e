import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { auditEntry } from '../../fixtures/factories';
import { failure, loading, success } from '../../remote';
import { AuditLogScreen, NO_AUDIT_FILTERS, type AuditPage } from './AuditLog';

const page: AuditPage = {
  count: 23,
  page: 1,
  page_size: 20,
  next: 'http://127.0.0.1/api/v1/admin/audit/?page=2',
  previous: null,
  results: [
    auditEntry({ id: 3, action: 'suspend', reason: 'Damaged the nets' }),
    auditEntry({
      id: 2,
      action: 'coin_adjustment',
      reason: 'Tournament prize',
      details: 'bonus +50 coins; available 120 → 170',
    }),
    auditEntry({
      id: 1,
      action: 'session_delete',
      target_type: 'session',
      target_id: 85,
      target_user_id: null,
      target_label: 'Sunday five-a-side, 2026-11-22 10:00–12:00',
    }),
  ],
};

const meta = {
  title: 'Screens/AuditLog',
  tags: ['!autodocs'],
  component: AuditLogScreen,
  args: {
    entries: success(page),
    filters: NO_AUDIT_FILTERS,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuditLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin reads who did what, filters by action, pages on and exports. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Audit entries' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Suspended');
    await expect(items[0]).toHaveTextContent('by Bola Adeyemi (staff@pitchside.ng)');
    await expect(items[0]).toHaveTextContent('Reason: Damaged the nets');
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Adaeze Okafor' }),
    ).toHaveAttribute('href', '/staff/members/12');
    await expect(items[1]).toHaveTextContent('Details: bonus +50 coins; available 120 → 170');
    await userEvent.selectOptions(canvas.getByLabelText('Action'), 'suspend');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_AUDIT_FILTERS,
      action: 'suspend',
    });
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const DefaultPhone: Story = {
  ...Default,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Empty: Story = {
  args: { entries: success({ ...page, count: 0, next: null, results: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No staff actions match')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: loading },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the audit log…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { entries: failure('Only an admin can perform this action.') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Only an admin can perform this action.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FailedPhone: Story = {
  ...Failed,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
