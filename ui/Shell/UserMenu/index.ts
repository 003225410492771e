export * from './UserMenu';
export * from './UserMenuButton';
export * from './UserMenuSpace';
