import {DefaultApi as Api, Configuration} from 'widgets-openapi';

/**
 * The app's client of the generated API: same-origin cookies, no base path of its own.
 * @extends {import('widgets-openapi').DefaultApiInterface}
 */
export class WidgetsOpenApiClient extends Api {
  constructor() {
    super(new Configuration({credentials: 'same-origin'}));
  }
}
