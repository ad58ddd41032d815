import { http } from './http';

export interface Routes {
  list?: string;
  create?: string;
}

export interface Model {
  [key: string]: string;
}

/** Fills `{name}` placeholders of a route from the model's members. */
export function fillRoute(route: string, model: Model): string {
  return route.replace(/\{(\w+)\}/g, (_, key: string) => model[key]);
}

export class NestedApi {
  protected paths: Routes = {};

  constructor(paths: Routes) {
    Object.assign(this.paths, paths);
  }

  list(model: Model) {
    return http.get(fillRoute(this.paths.list, model));
  }

  create(model: Model, body: object) {
    return http.post(fillRoute(this.paths.create, model), body);
  }
}

export class CardApi extends NestedApi {
  constructor() {
    // @expect POST /api/boards/{boardId}/cards
    super({ list: '/boards/{boardId}/cards', create: '/boards/{boardId}/cards' });
  }
}

export class CommentApi extends NestedApi {
  constructor() {
    // @expect GET /api/cards/{cardId}/comments
    super({ list: '/cards/{cardId}/comments' });
  }
}
