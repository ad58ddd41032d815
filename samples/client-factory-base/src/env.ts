export const Environment = {
  get baseUrl(): string {
    let url = window.App.baseUrl;
    if (url.endsWith("/")) {
      url = url.slice(0, -1);
    }
    return url;
  },
  get apiKey(): string {
    return window.App.apiKey;
  },
};
