import { jsonMapper, clientMapper, type Init, type RequestMapper } from './mappers';

// The mappers are listed here: each request goes through both, in order.
export class Client {
  private readonly mappers: RequestMapper[] = [clientMapper, jsonMapper];

  async send(path: string, init: Init): Promise<unknown> {
    for (const mapper of this.mappers) {
      init = mapper(path, init);
    }
    const response = await fetch('/api' + path, init);
    return response.json();
  }
}

export const client = new Client();
