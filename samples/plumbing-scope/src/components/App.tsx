import React from 'react';
import { listProjects, createProject, projectMetrics, sendUsage } from '../api/projects';
import { login, logout } from '../api/session';
import { loadLanguage, loadIcon, csrfCookie } from '../api/i18n';
import { loadRuntimeConfig } from '../api/config';
import { installErrorReporter } from '../api/errors';
import { TestConnectionButton } from '../features/test/TestConnectionButton';

installErrorReporter();
loadLanguage(navigator.language);
loadRuntimeConfig();

export function App() {
  return (
    <div>
      <button onClick={async () => { await csrfCookie(); login('a@b.c', 'x'); }}>Sign in</button>
      <button onClick={() => logout()}>Sign out</button>
      <button onClick={() => listProjects()}>Projects</button>
      <button onClick={() => createProject('New')}>Create project</button>
      <button onClick={() => projectMetrics(window.location.hash)}>Metrics</button>
      <button onClick={() => { sendUsage('click'); loadIcon('star'); }}>Star</button>
      <TestConnectionButton id="c1" />
    </div>
  );
}
