/**
 * What the staff's parameterised queries are asked (accounts.ts, members.ts), as their keys
 * (../queryKeys.ts) hold it: types alone, so the keys' module imports nothing that imports it.
 */
import type { AccountStatus, IsoDate, UserType, components } from '@domain';

/** The user list's applied search, filters and page ('' = no filter). */
export interface UserListParams {
  search: string;
  status: AccountStatus | '';
  role: UserType | '';
  page: number;
}

/** The audit log's applied filters and page ('' = no filter). */
export interface AuditParams {
  action: components['schemas']['AuditAction'] | '';
  from: IsoDate | '';
  to: IsoDate | '';
  page: number;
}
