declare module 'virtual:env-config' {
    export const envConfig: { backendUrl: string };
}
