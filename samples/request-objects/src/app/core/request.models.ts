export enum RestRequestMethod {
  GET = 'GET',
  POST = 'POST',
  PUT = 'PUT',
  DELETE = 'DELETE',
}

/** A request object: what to send, built by data services and sent by the RequestService. */
export abstract class RestRequest {
  constructor(
    public uuid: string,
    public href: string,
    public method: RestRequestMethod = RestRequestMethod.GET,
    public body?: any,
  ) {}
}

export class GetRequest extends RestRequest {
  constructor(uuid: string, href: string) {
    super(uuid, href, RestRequestMethod.GET);
  }
}

export class PostRequest extends RestRequest {
  constructor(uuid: string, href: string, body?: any) {
    super(uuid, href, RestRequestMethod.POST, body);
  }
}

export class DeleteRequest extends RestRequest {
  constructor(uuid: string, href: string) {
    super(uuid, href, RestRequestMethod.DELETE);
  }
}
