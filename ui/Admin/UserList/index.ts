export {
  NO_USER_FILTERS,
  USER_LIST_COPY,
  UserList,
  type UserFilters,
  type UserListCopy,
  type UserListPage,
  type UserListProps,
} from './UserList';
