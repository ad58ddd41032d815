import {DefaultApiInterface} from 'widgets-openapi';

declare global {
  interface Window {
    widgetsApi: DefaultApiInterface;
  }
}
