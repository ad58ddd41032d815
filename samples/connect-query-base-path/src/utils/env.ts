// The page's base path: the server writes window.APP_CONFIG.rootPath into index.html
// ('' or '/notes-app/' when served from a sub-folder).
const appConfig = (window as { APP_CONFIG?: { rootPath?: string } }).APP_CONFIG ?? {};

function withoutTrailingSlash(value: string): string {
  return value.endsWith("/") ? value.slice(0, -1) : value;
}

const rootPath = withoutTrailingSlash(appConfig.rootPath ?? "").replace(/^\//, "");
const basePath = rootPath ? `/${rootPath}` : "";

export function getBasePath(): string {
  return basePath;
}
