// A factory whose instance the source does not prove: one of two classes.

class PublicApi {
  get(path: string) {
    return fetch(`/public${path}`);
  }
}

class AdminApi {
  get(path: string) {
    return fetch(`/admin${path}`);
  }
}

export function pickApi(admin: boolean) {
  return admin ? new AdminApi() : new PublicApi();
}
