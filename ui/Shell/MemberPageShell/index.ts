export * from './MemberPageShell';
