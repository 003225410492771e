export {
  USER_COUNTS_COPY,
  UserCounts,
  type UserCountsCopy,
  type UserCountsProps,
} from './UserCounts';
