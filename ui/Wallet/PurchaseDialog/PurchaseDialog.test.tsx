import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { silverPackage } from '../../fixtures/wallet';
import { PurchaseDialog } from './PurchaseDialog';

describe('PurchaseDialog', () => {
  it('cancels on Escape and on Cancel while idle', async () => {
    const onCancel = vi.fn();
    renderWithTheme(<PurchaseDialog pkg={silverPackage} onConfirm={vi.fn()} onCancel={onCancel} />);
    await screen.findByRole('dialog', { name: `Confirm Purchase - ${silverPackage.name}` });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while the purchase is processing', async () => {
    const onCancel = vi.fn();
    renderWithTheme(
      <PurchaseDialog pkg={silverPackage} busy onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('confirms the package it shows', async () => {
    const onConfirm = vi.fn();
    renderWithTheme(
      <PurchaseDialog pkg={silverPackage} onConfirm={onConfirm} onCancel={vi.fn()} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Purchase' }));
    expect(onConfirm).toHaveBeenCalledWith(silverPackage);
  });
});
