import { Button, Flex } from '@chakra-ui/react';

export const EXPORT_BUTTONS_COPY = {
  bookings: 'Export bookings (CSV)',
  users: 'Export users (CSV)',
  exportingBookings: 'Exporting bookings…',
  exportingUsers: 'Exporting users…',
  group: 'Exports',
  /** What the app says when a download ends (the admin overview's exports and the audit log's). */
  exported: (file: string) => `Saved ${file}`,
  exportFailed: 'Export failed',
};

export type ExportButtonsCopy = typeof EXPORT_BUTTONS_COPY;

export interface ExportButtonsProps {
  onExportBookings: () => void;
  onExportUsers: () => void;
  exportingBookings?: boolean;
  exportingUsers?: boolean;
  copy?: Partial<ExportButtonsCopy>;
}

/** Downloads of the bookings and users tables; each is busy on its own. */
export function ExportButtons({
  onExportBookings,
  onExportUsers,
  exportingBookings = false,
  exportingUsers = false,
  copy,
}: ExportButtonsProps) {
  const text = { ...EXPORT_BUTTONS_COPY, ...copy };
  return (
    <Flex role="group" aria-label={text.group} gap="3" wrap="wrap">
      <Button
        variant="outline"
        loading={exportingBookings}
        loadingText={text.exportingBookings}
        onClick={onExportBookings}
      >
        {text.bookings}
      </Button>
      <Button
        variant="outline"
        loading={exportingUsers}
        loadingText={text.exportingUsers}
        onClick={onExportUsers}
      >
        {text.users}
      </Button>
    </Flex>
  );
}
