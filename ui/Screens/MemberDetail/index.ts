export * from './MemberDetail';
