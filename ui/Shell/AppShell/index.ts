export * from './AppShell';
