export {
  NO_USER_FILTERS,
  UserList,
  type UserFilters,
  type UserListPage,
  type UserListProps,
} from './UserList';
export { USER_LIST_COPY, type UserListCopy } from './copy';
