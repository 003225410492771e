import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@domain';
import { success } from '../../remote';
import { SettingsScreen } from './Settings';

const preferences = success(DEFAULT_NOTIFICATION_PREFERENCES);

describe('SettingsScreen', () => {
  it('reports each change and saves the chosen values', async () => {
    const onChange = vi.fn();
    const onSave = vi.fn();
    renderWithTheme(
      <SettingsScreen preferences={preferences} onChange={onChange} onSave={onSave} />,
    );

    await userEvent.click(screen.getByText('Light'));
    expect(onChange).toHaveBeenLastCalledWith({
      colorMode: 'light',
      notifications: DEFAULT_NOTIFICATION_PREFERENCES,
    });

    await userEvent.click(screen.getByText('Expiring coin reminders'));
    const expected = {
      colorMode: 'light',
      notifications: { ...DEFAULT_NOTIFICATION_PREFERENCES, email_coin_expiry: false },
    };
    expect(onChange).toHaveBeenLastCalledWith(expected);

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(onSave).toHaveBeenCalledWith(expected);
  });

  it('shows the confirmation only once saved', () => {
    const { rerender } = renderWithTheme(
      <SettingsScreen preferences={preferences} onSave={vi.fn()} status="saving" />,
    );
    expect(screen.queryByText('Settings saved')).not.toBeInTheDocument();
    rerender(<SettingsScreen preferences={preferences} onSave={vi.fn()} status="saved" />);
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved');
  });
});
