export {};

declare global {
  interface Window {
    App: { baseUrl: string; apiKey: string };
  }
}
