export function installErrorReporter() {
  window.addEventListener('error', (event) => {
    // @expect-none
    fetch('/errors', { method: 'POST', body: JSON.stringify({ message: event.message }) });
  });
  window.addEventListener('pagehide', () => {
    navigator.sendBeacon('/beacon/session-end', JSON.stringify({ at: Date.now() }));
  });
}
