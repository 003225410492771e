import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { UNEXPECTED_ERROR, type NotificationPreferences } from '@domain';
import {
  SETTINGS_COPY,
  SettingsScreen,
  type SettingsStatus,
  type SettingsValues,
} from '@ui/Screens/Settings';
import { preferencesQueryAtom, savePreferencesMutationAtom } from '../api/notifications/list';
import { isNotOffered } from '../api/capabilities';
import { errorMessage, toRemote } from '../api/remote';
import { applyColorMode, saveSettingsAtom, settingsAtom } from '../state/settings';
import { useOffered } from './useOffered';

const samePreferences = (a: NotificationPreferences, b: NotificationPreferences) =>
  (Object.keys(a) as (keyof NotificationPreferences)[]).every((key) => a[key] === b[key]);

export default function SettingsRoute() {
  const store = useStore();
  const settings = useAtomValue(settingsAtom);
  const save = useSetAtom(saveSettingsAtom);
  const preferences = useAtomValue(preferencesQueryAtom);
  // A server without them (or whose preferences call is missing) has no notifications section.
  const preferencesOffered =
    useOffered('notification_preferences') && !isNotOffered(preferences.error);
  const savePreferences = useAtomValue(savePreferencesMutationAtom);
  const [status, setStatus] = useState<SettingsStatus>('idle');
  const [failure, setFailure] = useState(SETTINGS_COPY.storageRefused);

  // A colour mode is previewed as it is chosen; leaving without saving puts the saved one back.
  useEffect(() => {
    const showSaved = () => applyColorMode(store.get(settingsAtom).colorMode);
    showSaved();
    return showSaved;
  }, [store]);

  function change(values: SettingsValues) {
    applyColorMode(values.colorMode);
    setStatus('idle');
  }

  async function submit(values: SettingsValues) {
    // Storage can refuse: full, or disabled for this site.
    if (!save(values)) {
      setFailure(SETTINGS_COPY.storageRefused);
      setStatus('failed');
      return;
    }
    // The notification preferences are the server's: saved only once it has them.
    const changed =
      values.notifications !== null &&
      !(preferences.data && samePreferences(preferences.data, values.notifications));
    if (!changed || values.notifications === null) {
      setStatus('saved');
      return;
    }
    setStatus('saving');
    try {
      await savePreferences.mutateAsync(values.notifications);
      setStatus('saved');
    } catch (error) {
      setFailure(errorMessage(error, UNEXPECTED_ERROR));
      setStatus('failed');
    }
  }

  return (
    <SettingsScreen
      initialValues={settings}
      preferences={preferencesOffered ? toRemote(preferences, UNEXPECTED_ERROR) : null}
      onRetryPreferences={() => void preferences.refetch()}
      onChange={change}
      onSave={(values) => void submit(values)}
      status={status}
      errorMessage={failure}
    />
  );
}
