/**
 * What the subscriptions operations' tests share: short ways to read the wallet, buy a package,
 * verify its payment and adjust a member's coins as staff, and a fresh member to do it with. Each
 * test file starts its own mock API (`setupMockApi()`) and passes its client in.
 */
import { createMember } from '../factories';
import type { ApiClient } from '../testing';

/** The helpers that call the API, bound to a test file's client. */
export function subscriptionHelpers(api: ApiClient) {
  const wallet = async (token: string) => (await api.get('/subscriptions/wallet/', { token })).data;

  const purchase = (token: string, body: unknown, headers?: Record<string, string>) =>
    api.post('/subscriptions/purchase/', { token, body, headers });

  const verify = (token: string, reference: unknown) =>
    api.post('/subscriptions/payment/verify/', { token, body: { reference } });

  const addCoins = (token: string, body: unknown, headers?: Record<string, string>) =>
    api.post('/subscriptions/admin/add-coins/', { token, body, headers });

  /** A fresh approved member with an empty wallet and a token. */
  async function newMember(coins?: number) {
    const member = await createMember(coins === undefined ? {} : { coins });
    return { member, token: await api.tokenFor(member.id) };
  }

  return { wallet, purchase, verify, addCoins, newMember };
}
