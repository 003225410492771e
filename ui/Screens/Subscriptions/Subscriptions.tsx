import { Alert, Box, Heading, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatCoins, type Package, type PackageType, type Wallet } from '@domain';
import { Suspense, lazy, useEffect, useId, useRef } from 'react';
import { OnceOpened, onDemand } from '../../Feedback/OnceOpened';
import type { Remote } from '../../remote';
import { PackageGrid } from '../../Wallet/PackageGrid';
import { RecentTransactions } from '../../Wallet/RecentTransactions';
import { WalletSummaryCard } from '../../Wallet/WalletSummaryCard';
import { PageFrame } from '../../Shell/PageFrame';
import { SavedDataNote } from '../../Feedback/SavedDataNote';
import { SUBSCRIPTIONS_COPY, type ProviderPaymentState, type SubscriptionsCopy } from './copy';

// The outcome's notice loads when a purchase starts (see below), not with the page.
const loadPageNotice = () => import('../../Feedback/PageNotice');
const PageNotice = lazy(() => loadPageNotice().then((m) => ({ default: m.PageNotice })));

// The purchase dialog loads when first opened: the packages paint without its code.
const PurchaseDialog = lazy(
  onDemand(() =>
    import('../../Wallet/PurchaseDialog').then((m) => ({ default: m.PurchaseDialog })),
  ),
);

/** The outcome of the last purchase, shown as a dismissible banner above the packages. */
export interface PurchaseOutcome {
  kind: 'success' | 'error';
  /** Success: what was granted (see `purchaseSuccessMessage`). Error: the server's message, or
   * 'Purchase failed', or 'An unexpected error occurred during purchase' after an exception. */
  message: string;
}

/** '300 coins have been added to your wallet.' */
export function purchaseSuccessMessage(coinsGranted: number): string {
  return `${formatCoins(coinsGranted)} ${coinsGranted === 1 ? 'has' : 'have'} been added to your wallet.`;
}

export interface SubscriptionsScreenProps {
  /** An unapproved account sees only the approval notice: nothing it could buy. */
  approved: boolean;
  packages: Remote<Package[]>;
  wallet: Remote<Wallet>;
  /** The package type to mark 'Recommended' (`recommendedPackageType(bookingCount)`). */
  recommendedType?: PackageType | null;
  /** The package whose confirmation dialog is open. */
  purchaseTarget: Package | null;
  purchasing: boolean;
  result: PurchaseOutcome | null;
  providerPayment?: ProviderPaymentState | null;
  /** False when purchases go through the payment provider rather than the demo grant. */
  demoMode?: boolean;
  onSelectPackage: (pkg: Package) => void;
  onConfirmPurchase: (pkg: Package) => void;
  onCancelPurchase: () => void;
  onDismissResult: () => void;
  onRetryWallet: () => void;
  /** Whether the server keeps the wallet's whole history (linked from the wallet card). */
  coinHistory?: boolean;
  /**
   * When the data shown was last loaded, while it is the copy this browser kept rather than a
   * fresh answer (restored and not yet refreshed, a refresh that failed, offline); null when fresh.
   */
  savedAt?: number | null;
  copy?: Partial<SubscriptionsCopy>;
}

export function SubscriptionsScreen({
  approved,
  packages,
  wallet,
  recommendedType = null,
  purchaseTarget,
  purchasing,
  result,
  providerPayment = null,
  demoMode = true,
  onSelectPackage,
  onConfirmPurchase,
  onCancelPurchase,
  onDismissResult,
  onRetryWallet,
  coinHistory = true,
  savedAt = null,
  copy,
}: SubscriptionsScreenProps) {
  const text = { ...SUBSCRIPTIONS_COPY, ...copy };
  const packagesHeadingId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  // No second purchase may start while one is being paid for or checked.
  const purchaseLocked = purchasing || providerPayment !== null;
  // A purchase confirmed or a payment being checked ends in a notice: its code is fetched now, so
  // it is there to take the focus the closing dialog hands to it.
  const outcomeExpected = purchaseTarget !== null || providerPayment !== null;
  useEffect(() => {
    if (outcomeExpected) void loadPageNotice();
  }, [outcomeExpected]);

  return (
    <PageFrame py={{ base: '6', md: '10' }}>
      <Box mb="6">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.subtitle}</Text>
      </Box>
      {savedAt !== null ? <SavedDataNote updatedAt={savedAt} /> : null}

      {!approved ? (
        <Alert.Root status="warning" role="status" colorPalette="yellow" variant="surface">
          <Alert.Indicator />
          <Alert.Title>{text.approvalRequired}</Alert.Title>
        </Alert.Root>
      ) : (
        <Stack gap="8">
          {(result || providerPayment) && (
            <Stack gap="3">
              {providerPayment && (
                <Alert.Root status="info" role="status" aria-busy={providerPayment !== 'pending'}>
                  {providerPayment === 'pending' ? (
                    <Alert.Indicator />
                  ) : (
                    <Alert.Indicator>
                      <Spinner size="sm" />
                    </Alert.Indicator>
                  )}
                  <Alert.Content>
                    <Alert.Title>{text.provider[providerPayment].title}</Alert.Title>
                    <Alert.Description>
                      {text.provider[providerPayment].description}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              {result && (
                <Suspense fallback={null}>
                  <PageNotice
                    status={result.kind}
                    title={result.kind === 'success' ? text.successTitle : result.message}
                    onDismiss={onDismissResult}
                    noticeRef={resultRef}
                  >
                    {result.kind === 'success' ? result.message : undefined}
                  </PageNotice>
                </Suspense>
              )}
            </Stack>
          )}

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <WalletSummaryCard
              wallet={wallet}
              // SPEC §8 Packages: this page's failed wallet says 'Failed to load wallet information'
              // (or the server's reason), not the other cards' 'Unable to load wallet information'.
              {...(wallet.status === 'error' ? { errorText: wallet.message } : {})}
              onRetry={onRetryWallet}
              {...(coinHistory ? { historyPath: '/subscriptions/history' } : {})}
            />
            {wallet.status !== 'error' && (
              <RecentTransactions
                transactions={wallet.status === 'success' ? wallet.data.recent_transactions : []}
                loading={wallet.status === 'loading'}
              />
            )}
          </SimpleGrid>

          <Box as="section" aria-labelledby={packagesHeadingId}>
            <Heading as="h2" id={packagesHeadingId} textStyle="title" mb="4">
              {text.packagesHeading}
            </Heading>
            {packages.status === 'loading' && (
              <Stack direction="row" align="center" gap="3" role="status" py="10" justify="center">
                <Spinner size="md" color="brand.solid" />
                <Text>{text.loadingPackages}</Text>
              </Stack>
            )}
            {packages.status === 'error' && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{packages.message}</Alert.Title>
              </Alert.Root>
            )}
            {packages.status === 'success' &&
              (packages.data.length === 0 ? (
                <Text color="fg.muted">{text.noPackages}</Text>
              ) : (
                <PackageGrid
                  packages={packages.data}
                  recommendedType={recommendedType}
                  onPurchase={onSelectPackage}
                  disabled={purchaseLocked}
                />
              ))}
          </Box>

          <OnceOpened open={purchaseTarget !== null} onClose={onCancelPurchase}>
            <PurchaseDialog
              pkg={purchaseTarget}
              busy={purchasing}
              demoMode={demoMode}
              onConfirm={onConfirmPurchase}
              onCancel={onCancelPurchase}
              finalFocusEl={() => resultRef.current}
            />
          </OnceOpened>
        </Stack>
      )}
    </PageFrame>
  );
}
