import { useRestart } from '@/hooks/use-restart';
import { useDisks, useTrash } from '@/hooks/use-disks';
import { useIgnoredApps, useSettingsData } from '@/hooks/use-backups';

export function Settings({ appIds }: { appIds: string[] }) {
  const restart = useRestart();
  const { disks, addDisk, removeDisk } = useDisks();
  const storage = useDisks();
  const { restoreAll } = useTrash();
  const ignored = useIgnoredApps(appIds);
  const { hostname } = useSettingsData();
  return (
    <div>
      <h1>{hostname}</h1>
      {/* // @expect POST /trpc/system.restart */}
      <button onClick={() => restart()}>Restart</button>
      {/* // @expect POST /trpc/disks.add */}
      <button onClick={() => addDisk({ device: disks[1] })}>Add disk</button>
      {/* // @expect POST /trpc/disks.remove */}
      <button onClick={() => removeDisk({ device: disks[0] })}>Remove disk</button>
      {/* // @expect POST /trpc/disks.add */}
      <button onClick={() => storage.addDisk({ device: disks[2] })}>Add another</button>
      <button onClick={() => restoreAll(['/trash/a'])}>Restore {ignored.length}</button>
    </div>
  );
}
