const text = document.querySelector("script#config__json")?.textContent || "{}";

const config = Object.freeze({ base: "", ...JSON.parse(text) });

export default config;

export const withBase = (path: string) => `${config.base}${path}`;
