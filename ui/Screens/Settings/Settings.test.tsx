import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { DEFAULT_SETTINGS, SettingsScreen } from './Settings';

describe('SettingsScreen', () => {
  it('reports each change and saves the chosen values', async () => {
    const onChange = vi.fn();
    const onSave = vi.fn();
    renderWithTheme(<SettingsScreen onChange={onChange} onSave={onSave} />);

    await userEvent.click(screen.getByText('Light'));
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_SETTINGS, colorMode: 'light' });

    await userEvent.click(screen.getByText('Promotions and news'));
    const expected = {
      colorMode: 'light',
      notifications: { emailReminders: true, promotions: true, sms: false },
    };
    expect(onChange).toHaveBeenLastCalledWith(expected);

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(onSave).toHaveBeenCalledWith(expected);
  });

  it('shows the confirmation only once saved', () => {
    const { rerender } = renderWithTheme(<SettingsScreen onSave={vi.fn()} status="saving" />);
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    rerender(<SettingsScreen onSave={vi.fn()} status="saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved');
  });
});
