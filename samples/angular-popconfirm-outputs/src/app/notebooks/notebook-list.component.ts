import { Component } from '@angular/core';
import { NotebookService } from './notebook.service';

@Component({
  selector: 'app-notebook-list',
  templateUrl: './notebook-list.component.html',
})
export class NotebookListComponent {
  notebooks: { id: string }[] = [];

  constructor(private notebookService: NotebookService) {}

  // bound only from the popconfirm's (nzOnConfirm): confirmed
  onDeleteNotebook(id: string) {
    this.notebookService.deleteNotebook(id).subscribe();
  }

  // bound from a popconfirm's (click): runs as the popconfirm opens, unconfirmed
  onStopNotebook(id: string) {
    this.notebookService.stopNotebook(id).subscribe();
  }

  // a plain button: unconfirmed
  onOpenNotebook(id: string) {
    this.notebookService.openNotebook(id).subscribe();
  }
}
