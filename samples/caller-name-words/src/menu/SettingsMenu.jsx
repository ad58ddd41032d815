import React from 'react';
import { useDialog } from './dialog';

const send = (path, method, body) =>
  fetch('/api' + path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then((res) => res.json());

// A generic input dialog calls back onSuccess with the value typed and onClear when its
// second button is pressed: "clear" is the dialog's word, not the operation's.
export function SettingsMenu({ paused, refresh }) {
  const setDialog = useDialog();

  const togglePause = () => {
    if (!paused) {
      setDialog({
        title: 'Pause the measurements',
        unsetButton: 'Until I resume them',
        // @expect POST /api/measurements/pause
        onClear: () => send('/measurements/pause', 'POST', { hours: -1 }).then(refresh),
        // @expect POST /api/measurements/pause
        onSuccess: (hours) => send('/measurements/pause', 'POST', { hours }).then(refresh),
      });
    // @expect POST /api/measurements/continue
    } else send('/measurements/continue', 'POST').then(refresh);
  };

  // a key of the settings: the expected upload speed, no upload
  const updateUpload = () => setDialog({
    title: 'Expected upload speed',
    // @expect PATCH /api/config/upload
    onSuccess: (value) => send('/config/upload', 'PATCH', { value }),
  });

  const removeHistory = () => {
    // @expect DELETE /api/history
    send('/history', 'DELETE');
  };

  return (
    <ul>
      <li onClick={togglePause}>{paused ? 'Resume' : 'Pause'}</li>
      <li onClick={updateUpload}>Upload</li>
      <li onClick={removeHistory}>Forget the history</li>
    </ul>
  );
}
