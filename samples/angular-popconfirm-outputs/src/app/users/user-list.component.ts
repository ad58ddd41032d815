import { HttpClient } from '@angular/common/http';
import { Component } from '@angular/core';

// a standalone component with an inline template
@Component({
  selector: 'app-user-list',
  standalone: true,
  template: `
    <button nz-button nz-popconfirm nzPopconfirmTitle="Delete this user?"
            (nzOnConfirm)="deleteUser(user.id)" (nzOnCancel)="keepUser(user.id)">
      Delete
    </button>
  `,
})
export class UserListComponent {
  constructor(private http: HttpClient) {}

  deleteUser(id: number) {
    // @expect DELETE /api/v1/users/{id}
    this.http.delete(`/api/v1/users/${id}`).subscribe();
  }

  // the popconfirm's cancel: unconfirmed
  keepUser(id: number) {
    // @expect POST /api/v1/users/{id}/kept
    this.http.post(`/api/v1/users/${id}/kept`, {}).subscribe();
  }
}
