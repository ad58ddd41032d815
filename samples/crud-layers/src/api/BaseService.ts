import { http } from './http';

export enum Verb {
  List = 'list',
  Info = 'info',
  Create = 'create',
  Update = 'update',
  Remove = 'remove',
}

export interface Entity {
  id: string;
}

/** A generic service: subclasses name the collection in their constructor. */
export abstract class BaseService<T extends Entity> {
  protected apiRoot = '/v1/';
  protected collection: string;
  supported: Verb[] = [Verb.List, Verb.Info, Verb.Create, Verb.Update, Verb.Remove];

  protected base(): string {
    return `${this.apiRoot}${this.collection}/`;
  }

  list() {
    return http.get<T[]>(this.base());
  }

  info(id: string) {
    if (!this.supported.includes(Verb.Info)) throw new Error('info is not supported');
    return http.get<T>(`${this.base()}${id}`);
  }

  create(body: Partial<T>) {
    if (!this.supported.includes(Verb.Create)) throw new Error('create is not supported');
    return http.post<T>(this.base(), body);
  }

  remove(id: string) {
    if (!this.supported.includes(Verb.Remove)) throw new Error('remove is not supported');
    return http.delete(`${this.base()}${id}`);
  }
}
