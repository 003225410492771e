export * from './ApprovalBanner';
