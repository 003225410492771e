export * from './UserMenu';
export * from './UserMenuButton';
