/** Joining and getting back in (SPEC §5, §7): registration and the password-reset request. */
import { validateRegistrationPayload, type components, type User } from '@domain';
import { ApiError, type ApiClient } from './client';

export type RegisterRequest = components['schemas']['RegisterRequest'];
export type PasswordResetRequest = components['schemas']['PasswordResetRequest'];

/**
 * Creates a PENDING account (SPEC §5): the service-level check of the required fields comes
 * first, so a payload that misses one never leaves the app. Answers the server's message.
 */
export async function register(
  api: ApiClient,
  payload: RegisterRequest,
): Promise<{ user: User; message: string | undefined }> {
  const missing = validateRegistrationPayload(payload).form;
  if (missing !== undefined) throw new ApiError(missing);
  const result = await api.call('post', '/auth/register/', { body: payload });
  return { user: result.data, message: result.message };
}

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(
  api: ApiClient,
  payload: PasswordResetRequest,
): Promise<string | undefined> {
  return (await api.call('post', '/auth/password/reset/', { body: payload })).message;
}
