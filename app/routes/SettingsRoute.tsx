import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { SettingsScreen, type SettingsStatus, type SettingsValues } from '@ui/Screens/Settings';
import { applyColorMode, saveSettingsAtom, settingsAtom } from '../state/settings';

const STORAGE_REFUSED =
  'This browser would not keep your settings. Check that this site may store data, then try again.';

export default function SettingsRoute() {
  const store = useStore();
  const settings = useAtomValue(settingsAtom);
  const save = useSetAtom(saveSettingsAtom);
  const [status, setStatus] = useState<SettingsStatus>('idle');

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

  function submit(values: SettingsValues) {
    try {
      save(values);
      setStatus('saved');
    } catch {
      // Storage can refuse: full, or disabled for this site.
      setStatus('failed');
    }
  }

  return (
    <SettingsScreen
      initialValues={settings}
      onChange={change}
      onSave={submit}
      status={status}
      errorMessage={STORAGE_REFUSED}
    />
  );
}
