import { Component } from '@angular/core';
import { TemplateService } from './template.service';

@Component({
  selector: 'app-template-info',
  templateUrl: './template-info.component.html',
})
export class TemplateInfoComponent {
  name = '';

  constructor(private templateService: TemplateService) {}

  // an arrow-function field, bound like a method
  deleteTemplate = () => {
    this.templateService.deleteTemplate(this.name).subscribe();
  };
}
