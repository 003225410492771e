export * from './MobileMenu';
