import { useAtom } from 'jotai';
import { useState } from 'react';
import { UpdatePrompt } from '@ui/Feedback/UpdatePrompt';
import { appUpdateAtom } from '../state/appUpdate';

/** The offer of a new version, on every page, once one waits (app/pwa/registerServiceWorker.ts). */
export default function AppUpdateOffer() {
  const [update, setUpdate] = useAtom(appUpdateAtom);
  const [reloading, setReloading] = useState(false);
  if (!update) return null;
  return (
    <UpdatePrompt
      reloading={reloading}
      onReload={() => {
        setReloading(true);
        void update.apply();
      }}
      onDismiss={() => setUpdate(null)}
    />
  );
}
