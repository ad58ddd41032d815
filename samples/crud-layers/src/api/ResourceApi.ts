import { http } from './http';

/** The route key is a field initialiser the constructor later assigns. */
export class ResourceApi {
  routeKey = '';

  constructor(key: string) {
    this.routeKey = key;
  }

  all() {
    return http.get(`/${this.routeKey}`);
  }
}

export class TagApi extends ResourceApi {
  constructor() {
    // @expect GET /api/tags
    super('tags');
  }
}

export class LabelApi extends ResourceApi {
  constructor() {
    // @expect GET /api/labels
    super('labels');
  }

  all() {
    return ResourceApi.prototype.all.call(this);
  }
}
