import i18n from 'i18n-store';

export function currentLanguage() {
  return i18n.getLanguage();
}

export function typedLanguage() {
  return document.querySelector('#language').value;
}
