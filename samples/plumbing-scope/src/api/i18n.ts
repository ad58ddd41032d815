import i18next from 'i18next';

export async function loadLanguage(lng: string) {
  // @expect-none
  const response = await fetch(`/locales/${lng}.json`);
  i18next.addResourceBundle(lng, 'translation', await response.json());
}

export async function loadIcon(name: string) {
  // @expect-none
  const response = await fetch(`/assets/icons/${name}.svg`);
  return response.text();
}

export function csrfCookie() {
  // @expect GET /sanctum/csrf-cookie
  return fetch('/sanctum/csrf-cookie', { credentials: 'include' });
}
