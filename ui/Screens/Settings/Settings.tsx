import {
  Box,
  Button,
  Card,
  Heading,
  RadioGroup,
  Skeleton,
  Stack,
  Switch,
  Text,
  chakra,
} from '@chakra-ui/react';
import { radioGroupSlotRecipe, skeletonRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { ErrorState } from '../../Feedback/ErrorState';
import { PageNotice } from '../../Feedback/PageNotice';
import type { Remote } from '../../remote';
import {
  COLOR_MODES,
  DEFAULT_SETTINGS,
  type ColorModePreference,
  type DeviceSettings,
  type NotificationPreferences,
  type SettingsStatus,
  type SettingsValues,
} from './settingsValues';
import { PageFrame } from '../../Shell/PageFrame';
import { SETTINGS_COPY } from './copy';

export {
  COLOR_MODES,
  DEFAULT_SETTINGS,
  type ColorModePreference,
  type DeviceSettings,
  type NotificationPreferences,
  type SettingsStatus,
  type SettingsValues,
};

const text = SETTINGS_COPY;

/** One switch per category of e-mail, in the copy's order. */
const NOTIFICATION_OPTIONS = (Object.keys(text.emails) as (keyof NotificationPreferences)[]).map(
  (key) => ({ key, ...text.emails[key] }),
);

export interface SettingsScreenProps {
  /** This device's settings as saved. */
  initialValues?: DeviceSettings;
  /**
   * The server's notification preferences, as saved; null where the server keeps none (the page
   * then has no notifications section).
   */
  preferences: Remote<NotificationPreferences> | null;
  onRetryPreferences?: () => void;
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
  preferences,
  onRetryPreferences,
  onChange,
  onSave,
  status = 'idle',
  errorMessage,
}: SettingsScreenProps) {
  const [colorMode, setColorMode] = useState(initialValues.colorMode);
  // The switches start from the server's preferences once they arrive; edits are kept on top.
  const [edited, setEdited] = useState<NotificationPreferences | null>(null);
  const notifications = edited ?? (preferences?.status === 'success' ? preferences.data : null);
  const values: SettingsValues = { colorMode, notifications };
  const saving = status === 'saving';

  const update = (next: SettingsValues) => {
    setColorMode(next.colorMode);
    setEdited(next.notifications);
    onChange?.(next);
  };

  return (
    <PageFrame py={{ base: '8', md: '12' }} measure="3xl">
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{preferences ? text.intro : text.introLooksOnly}</Text>
      </Stack>

      <chakra.form
        method="post"
        display="flex"
        flexDirection="column"
        gap="6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) onSave(values);
        }}
      >
        <Card.Root as="section" variant="outline" aria-labelledby="settings-appearance">
          <Card.Body gap="4">
            <Heading id="settings-appearance" as="h2" size="lg">
              {text.appearance}
            </Heading>
            <RadioGroup.Root
              recipe={radioGroupSlotRecipe}
              value={colorMode}
              onValueChange={(details) => {
                const mode = COLOR_MODES.find((candidate) => candidate === details.value);
                if (mode) update({ ...values, colorMode: mode });
              }}
              colorPalette="brand"
            >
              <RadioGroup.Label fontWeight="semibold" mb="3">
                {text.colorMode}
              </RadioGroup.Label>
              <Stack gap="3">
                {COLOR_MODES.map((mode) => (
                  <RadioGroup.Item key={mode} value={mode} alignItems="flex-start">
                    <RadioGroup.ItemHiddenInput aria-describedby={`settings-mode-${mode}-hint`} />
                    <RadioGroup.ItemIndicator mt="0.5" />
                    <Stack gap="0">
                      <RadioGroup.ItemText fontWeight="medium">
                        {text.colorModes[mode].label}
                      </RadioGroup.ItemText>
                      <Text id={`settings-mode-${mode}-hint`} textStyle="sm" color="fg.muted">
                        {text.colorModes[mode].hint}
                      </Text>
                    </Stack>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Card.Body>
        </Card.Root>

        {preferences ? (
          <Card.Root as="section" variant="outline" aria-labelledby="settings-notifications">
            <Card.Body gap="5">
              <Heading id="settings-notifications" as="h2" size="lg">
                {text.notifications}
              </Heading>
              <Text color="fg.muted" textStyle="sm">
                {text.notificationsIntro}
              </Text>
              {preferences.status === 'error' && notifications === null ? (
                <ErrorState
                  title={text.notificationsFailed}
                  message={preferences.message}
                  onRetry={onRetryPreferences}
                />
              ) : null}
              {preferences.status === 'loading' && notifications === null ? (
                <Stack gap="3" aria-busy="true">
                  <Box as="span" srOnly>
                    {text.loadingNotifications}
                  </Box>
                  {NOTIFICATION_OPTIONS.map((option) => (
                    <Skeleton recipe={skeletonRecipe} key={option.key} height="10" />
                  ))}
                </Stack>
              ) : null}
              {notifications !== null
                ? NOTIFICATION_OPTIONS.map((option) => (
                    <Switch.Root
                      recipe={switchSlotRecipe}
                      key={option.key}
                      checked={notifications[option.key]}
                      onCheckedChange={(details) =>
                        update({
                          ...values,
                          notifications: { ...notifications, [option.key]: details.checked },
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
                        <Text
                          id={`settings-${option.key}-description`}
                          textStyle="sm"
                          color="fg.muted"
                        >
                          {option.description}
                        </Text>
                      </Stack>
                      <Switch.Control mt="0.5" />
                    </Switch.Root>
                  ))
                : null}
            </Card.Body>
          </Card.Root>
        ) : null}

        {status === 'saved' ? (
          <PageNotice status="success" title={text.saved}>
            {text.savedDetail}
          </PageNotice>
        ) : null}
        {status === 'failed' ? (
          <PageNotice status="error" title={text.notSaved}>
            {errorMessage}
          </PageNotice>
        ) : null}

        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={saving}
          loadingText={text.saving}
          disabled={saving}
        >
          {text.save}
        </Button>
      </chakra.form>
    </PageFrame>
  );
}
