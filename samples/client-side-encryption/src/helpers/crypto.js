import CryptoJS from 'crypto-js'

// the key never leaves the browser: it goes into the link after '#'
export function generateKey() {
  return CryptoJS.lib.WordArray.random(16).toString()
}

export function encrypt(text, key) {
  return CryptoJS.AES.encrypt(text, key).toString()
}
