import pluralize from 'pluralize';
import { kebabCase, lowerFirst } from 'lodash';
import { http } from './http';

/** The collection path comes from the model's name through string helpers. */
export class ModelService {
  constructor(private modelName: string) {}

  protected collectionPath(): string {
    return `/${pluralize(lowerFirst(this.modelName))}`;
  }

  protected slugPath(): string {
    return `/${kebabCase(this.modelName)}`;
  }

  fetchAll() {
    return http.get(this.collectionPath());
  }

  settings() {
    return http.get(`${this.slugPath()}/settings`);
  }
}

export class UserGroupService extends ModelService {
  constructor() {
    // @expect GET /api/userGroups
    super('UserGroup');
  }
}

export class PersonService extends ModelService {
  constructor() {
    // @expect GET /api/person/settings
    super('Person');
  }
}
