export class KeyStorage {
  get(): string | null {
    return localStorage.getItem('api-key');
  }
}
