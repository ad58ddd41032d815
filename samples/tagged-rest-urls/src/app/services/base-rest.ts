import { BaseUrlService } from './base-url.service';

// A tag for REST URLs: this.restUrl`/boards/${id}` splices the strings and values after the
// REST base; it also takes a plain string.
export class BaseRest {
  constructor(public baseUrlService: BaseUrlService) {}

  restUrl(strings: TemplateStringsArray | string, ...values: unknown[]): string {
    let output = this.baseUrlService.getRestApiBase();
    if (typeof strings === 'string') {
      return `${output}${strings}`;
    }
    let index;
    for (index = 0; index < values.length; index++) {
      output += strings[index] + values[index];
    }
    output += strings[index];
    return output;
  }
}
