import { Button, Card, Heading, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { radioGroupSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { UNEXPECTED_ERROR } from '@domain';
import { useState } from 'react';
import { PageNotice } from '../../Feedback/PageNotice';
import {
  COLOR_MODES,
  DEFAULT_SETTINGS,
  type ColorModePreference,
  type NotificationPreferences,
  type SettingsStatus,
  type SettingsValues,
} from './settingsValues';
import { PageFrame } from '../../Shell/PageFrame';

export {
  COLOR_MODES,
  DEFAULT_SETTINGS,
  type ColorModePreference,
  type NotificationPreferences,
  type SettingsStatus,
  type SettingsValues,
};

const COLOR_MODE_LABELS: Record<ColorModePreference, { label: string; hint: string }> = {
  light: { label: 'Light', hint: 'Dark text on a light background' },
  dark: { label: 'Dark', hint: 'Light text on a dark background, easier at night' },
  system: { label: 'System', hint: "Follow your device's setting" },
};

const NOTIFICATION_OPTIONS: readonly {
  key: keyof NotificationPreferences;
  label: string;
  description: string;
}[] = [
  {
    key: 'emailReminders',
    label: 'E-mail booking reminders',
    description: 'A reminder by e-mail the day before each booking, with the venue and time.',
  },
  {
    key: 'promotions',
    label: 'Promotions and news',
    description: 'Package offers, new locations and community events, at most once a week.',
  },
  {
    key: 'sms',
    label: 'SMS notifications',
    description: 'Text messages when a booking is confirmed, changed or cancelled.',
  },
];

export interface SettingsScreenProps {
  initialValues?: SettingsValues;
  /** Every change, as it happens: the app can apply the colour mode at once. */
  onChange?: (values: SettingsValues) => void;
  onSave: (values: SettingsValues) => void;
  status?: SettingsStatus;
  /** Why saving failed; shown with status 'failed'. */
  errorMessage?: string;
}

/** The settings page (/settings): colour mode and notification preferences, then Save. */
export function SettingsScreen({
  initialValues = DEFAULT_SETTINGS,
  onChange,
  onSave,
  status = 'idle',
  errorMessage,
}: SettingsScreenProps) {
  const [values, setValues] = useState<SettingsValues>(initialValues);
  const saving = status === 'saving';

  const update = (next: SettingsValues) => {
    setValues(next);
    onChange?.(next);
  };

  return (
    <PageFrame py={{ base: '8', md: '12' }} measure="3xl">
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          Settings
        </Heading>
        <Text color="fg.muted">Choose how Pitchside looks and how we keep you informed.</Text>
      </Stack>

      <Stack
        as="form"
        gap="6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave(values);
        }}
      >
        <Card.Root as="section" variant="outline" aria-labelledby="settings-appearance">
          <Card.Body gap="4">
            <Heading id="settings-appearance" as="h2" size="lg">
              Appearance
            </Heading>
            <RadioGroup.Root
              recipe={radioGroupSlotRecipe}
              value={values.colorMode}
              onValueChange={(details) => {
                const mode = COLOR_MODES.find((candidate) => candidate === details.value);
                if (mode) update({ ...values, colorMode: mode });
              }}
              colorPalette="brand"
            >
              <RadioGroup.Label fontWeight="semibold" mb="3">
                Colour mode
              </RadioGroup.Label>
              <Stack gap="3">
                {COLOR_MODES.map((mode) => (
                  <RadioGroup.Item key={mode} value={mode} alignItems="flex-start">
                    <RadioGroup.ItemHiddenInput aria-describedby={`settings-mode-${mode}-hint`} />
                    <RadioGroup.ItemIndicator mt="0.5" />
                    <Stack gap="0">
                      <RadioGroup.ItemText fontWeight="medium">
                        {COLOR_MODE_LABELS[mode].label}
                      </RadioGroup.ItemText>
                      <Text id={`settings-mode-${mode}-hint`} textStyle="sm" color="fg.muted">
                        {COLOR_MODE_LABELS[mode].hint}
                      </Text>
                    </Stack>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" variant="outline" aria-labelledby="settings-notifications">
          <Card.Body gap="5">
            <Heading id="settings-notifications" as="h2" size="lg">
              Notifications
            </Heading>
            {NOTIFICATION_OPTIONS.map((option) => (
              <Switch.Root
                recipe={switchSlotRecipe}
                key={option.key}
                checked={values.notifications[option.key]}
                onCheckedChange={(details) =>
                  update({
                    ...values,
                    notifications: { ...values.notifications, [option.key]: details.checked },
                  })
                }
                colorPalette="brand"
                display="flex"
                justifyContent="space-between"
                alignItems="flex-start"
                gap="4"
              >
                <Switch.HiddenInput aria-describedby={`settings-${option.key}-description`} />
                <Stack gap="0.5" flex="1">
                  <Switch.Label fontWeight="medium">{option.label}</Switch.Label>
                  <Text id={`settings-${option.key}-description`} textStyle="sm" color="fg.muted">
                    {option.description}
                  </Text>
                </Stack>
                <Switch.Control mt="0.5" />
              </Switch.Root>
            ))}
          </Card.Body>
        </Card.Root>

        {status === 'saved' ? (
          <PageNotice status="success" title="Settings saved">
            Your preferences have been updated.
          </PageNotice>
        ) : null}
        {status === 'failed' ? (
          <PageNotice status="error" title="Settings not saved">
            {errorMessage ?? UNEXPECTED_ERROR}
          </PageNotice>
        ) : null}

        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={saving}
          loadingText="Saving…"
          disabled={saving}
        >
          Save Settings
        </Button>
      </Stack>
    </PageFrame>
  );
}
