export const ServerUrl = '';

export function isLocal() {
  return window.location.hostname === 'localhost';
}
