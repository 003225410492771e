import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../tests/renderWithTheme';
// The screen fetches the notice's code while a payment is checked, and no test here waits for it:
// loaded with the file, that fetch settles at once instead of outliving the test (an import after
// the environment is torn down is an unhandled error).
import '../../Feedback/PageNotice';
import { packages, wallet } from '../../fixtures/wallet';
import { loading, success } from '../../remote';
import {
  SubscriptionsScreen,
  purchaseSuccessMessage,
  type SubscriptionsScreenProps,
} from './Subscriptions';

const props: SubscriptionsScreenProps = {
  approved: true,
  packages: success(packages),
  wallet: success(wallet),
  purchaseTarget: null,
  purchasing: false,
  result: null,
  onSelectPackage: vi.fn(),
  onConfirmPurchase: vi.fn(),
  onCancelPurchase: vi.fn(),
  onDismissResult: vi.fn(),
  onRetryWallet: vi.fn(),
};

describe('purchaseSuccessMessage', () => {
  it('says how many coins were granted', () => {
    expect(purchaseSuccessMessage(300)).toBe('300 coins have been added to your wallet.');
    expect(purchaseSuccessMessage(1)).toBe('1 coin has been added to your wallet.');
  });
});

describe('SubscriptionsScreen', () => {
  it('offers nothing to buy to an unapproved account', () => {
    renderWithTheme(<SubscriptionsScreen {...props} approved={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Account Approval Required:');
  });

  it('locks the purchase buttons while a provider payment is checked', () => {
    renderWithTheme(<SubscriptionsScreen {...props} providerPayment="verifying" />);
    for (const button of screen.getAllByRole('button', { name: 'Purchase Package' })) {
      expect(button).toBeDisabled();
    }
    expect(screen.getByText('Verifying your payment…')).toBeInTheDocument();
  });

  it('shows the loading text while packages load', () => {
    renderWithTheme(<SubscriptionsScreen {...props} packages={loading} />);
    expect(screen.getByText('Loading subscription packages...')).toBeInTheDocument();
  });
});
