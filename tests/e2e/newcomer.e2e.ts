import { describe, expect, it } from 'vitest';
import { fillRegistration, signIn, useBrowser } from './browser';

const REGISTERED =
  'Registration successful! Your account is pending approval. You will receive an email notification once approved.';
const PENDING = 'Your account is pending approval. Please wait for staff approval.';

describe('a newcomer', () => {
  const journey = useBrowser();

  it('registers, is sent to /login, and is refused while pending', async () => {
    const { page } = journey;
    const email = `newcomer.${Date.now()}@example.ng`;
    await page.goto('/register');
    await fillRegistration(page, {
      firstName: 'Zainab',
      lastName: 'Yusuf',
      email,
      phone: '+234 803 555 0101',
    });
    // The state is searched for and chosen with the keyboard, accents and case aside.
    const state = page.getByRole('combobox', { name: 'State' });
    await state.pressSequentially('ọyọ');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Oyo']);
    await state.press('ArrowDown');
    await state.press('Enter');
    expect(await state.inputValue()).toBe('Oyo');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText(REGISTERED).waitFor();
    // The form is cleared once the server has accepted it.
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('');
    expect(await state.inputValue()).toBe('');
    await page.waitForURL('**/login', { timeout: 10_000 });

    await signIn(page, email);
    await page.getByText(PENDING).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
