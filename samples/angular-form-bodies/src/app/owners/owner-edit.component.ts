import { Component } from '@angular/core';
import { Owner } from './owner';
import { OwnerService } from './owner.service';

@Component({ selector: 'app-owner-edit', templateUrl: './owner-edit.component.html' })
export class OwnerEditComponent {
  owner: Owner = {} as Owner;

  constructor(private ownerService: OwnerService) {}

  // a conditional blank: telephone may be sent null
  onSubmit(owner: Owner, clearPhone: boolean) {
    if (clearPhone) {
      owner.telephone = null;
    }
    this.ownerService.updateOwner(String(owner.id), owner).subscribe();
  }

  // a typed object the caller builds: every member is shown, so the type's requiredness holds
  importFromCard(first: string, last: string) {
    const owner: Owner = { id: 0, firstName: first, lastName: last, telephone: '' };
    this.ownerService.importOwner(owner).subscribe();
  }
}
