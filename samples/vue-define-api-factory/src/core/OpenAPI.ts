export const OpenAPI = { BASE: "/v1" };
