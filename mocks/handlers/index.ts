/**
 * Every handler of the mock backend, one list per resource file. Each resource engineer adds the
 * import and the spread of their file here, and nothing else.
 */

import { accountsHandlers } from './accounts';
import { adminHandlers } from './admin';
import { authHandlers } from './auth';
import { authPasswordsHandlers } from './authPasswords';
import { authProfileHandlers } from './authProfile';
import { bookingsHandlers } from './bookings';
import { bookingsAvailabilityHandlers } from './bookingsAvailability';
import { bookingsRescheduleHandlers } from './bookingsReschedule';
import { bookingsSessionsHandlers } from './bookingsSessions';
import { calendarHandlers } from './calendar';
import { closuresHandlers } from './closures';
import { locationsHandlers } from './locations';
import { locationsSessionsHandlers } from './locationsSessions';
import { locationsStaffHandlers } from './locationsStaff';
import { notificationsHandlers } from './notifications';
import { subscriptionsHandlers } from './subscriptions';
import { subscriptionsAdjustHandlers } from './subscriptionsAdjust';
import { subscriptionsPurchaseHandlers } from './subscriptionsPurchase';
import { supportHandlers } from './support';

export const handlers = [
  ...authHandlers,
  ...authProfileHandlers,
  ...authPasswordsHandlers,
  ...accountsHandlers,
  ...supportHandlers,
  ...locationsHandlers,
  ...locationsSessionsHandlers,
  ...locationsStaffHandlers,
  ...closuresHandlers,
  ...adminHandlers,
  ...bookingsHandlers,
  ...bookingsRescheduleHandlers,
  ...bookingsSessionsHandlers,
  ...bookingsAvailabilityHandlers,
  ...subscriptionsHandlers,
  ...subscriptionsPurchaseHandlers,
  ...subscriptionsAdjustHandlers,
  ...notificationsHandlers,
  ...calendarHandlers,
];
