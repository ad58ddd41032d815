import { Component, inject } from '@angular/core';

import { ApplicationConfigService } from 'app/core/config/application-config.service';

@Component({ selector: 'app-root', template: '<main></main>' })
export default class App {
  private readonly applicationConfigService = inject(ApplicationConfigService);

  constructor() {
    this.applicationConfigService.setEndpointPrefix(SERVER_API_URL);
  }
}
