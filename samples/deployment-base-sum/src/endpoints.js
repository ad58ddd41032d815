import prefix from './prefix';

const baseUrl =
  import.meta.env.VITE_BASE_URL ||
  `${window.location.protocol}//${window.location.hostname}:${window.location.port}`;

export const basePath = prefix();

export const apiUrl = `${baseUrl + basePath}/api`;

// the same base written as a nested template
export const reportsUrl = `${`${baseUrl}${basePath}`}/reports`;

// a function of no argument returning a value the page holds
const mountPath = () => window.BOARD_MOUNT || '';

export const uriLogin = () => {
  return `${basePath}/login`;
};

export const uriLogout = () => {
  return `${basePath}/logout`;
};

export const uriBoards = () => {
  return `${apiUrl}/boards`;
};

export const uriBoard = boardId => {
  return `${apiUrl}/boards/${boardId}`;
};

export const uriReport = reportId => {
  return `${reportsUrl}/${reportId}`;
};

export const uriHealth = () => {
  return `${mountPath()}/health`;
};

// a real leading path parameter: the caller passes the tenant
export const uriTenantCards = tenant => {
  return `/${tenant}/api/cards`;
};
