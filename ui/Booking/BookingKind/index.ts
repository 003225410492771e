export * from './BookingKind';
