import { Component } from '@angular/core';
import { Owner } from './owner';
import { OwnerService } from './owner.service';

@Component({ selector: 'app-owner-add', templateUrl: './owner-add.component.html' })
export class OwnerAddComponent {
  owner: Owner;

  constructor(private ownerService: OwnerService) {
    this.owner = {} as Owner;
  }

  // the template calls onSubmit(ownerForm.value): its fields are the form's, not Owner's
  onSubmit(owner: Owner) {
    owner.id = null;
    this.ownerService.addOwner(owner).subscribe((created) => (this.owner = created));
  }
}
