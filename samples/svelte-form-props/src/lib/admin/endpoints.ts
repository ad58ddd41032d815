export function searchEndpoint(kind: string): string {
    return `/auth/v1/search/${kind}`;
}
