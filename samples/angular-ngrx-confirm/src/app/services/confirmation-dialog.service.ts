import { Injectable } from '@angular/core';
import { Observable, Subject } from 'rxjs';

@Injectable({ providedIn: 'root' })
export class ConfirmationDialogService {
  private answers = new Subject<boolean>();

  confirm(title: string, content: string): Observable<boolean> {
    return this.answers.asObservable();
  }
}
