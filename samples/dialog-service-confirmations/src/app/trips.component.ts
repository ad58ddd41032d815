// A trips page that asks through dialog services: a PrimeNG DialogService opening a yes/no
// component, Angular Material's MatDialog opening a confirmation component, and dialogs that
// confirm nothing (a form whose result is data, a notice whose answer is ignored).
import { Component } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { MatDialog } from '@angular/material/dialog';
import { TranslocoService } from '@jsverse/transloco';
import { DialogService } from 'primeng/dynamicdialog';
import { filter, forkJoin, take } from 'rxjs';

import { ConfirmDialogComponent } from './confirm-dialog.component';
import { TripFormComponent } from './trip-form.component';
import { TripNoticeComponent } from './trip-notice.component';
import { YesNoModalComponent } from './yes-no-modal.component';

@Component({ selector: 'app-trips', template: '' })
export class TripsComponent {
  selected: number[] = [];

  constructor(
    private http: HttpClient,
    private dialog: MatDialog,
    private dialogService: DialogService,
    private translocoService: TranslocoService,
  ) {}

  // the answer guards the request: if (!bool) return; (its text is a translation key)
  unshareTrip(id: number) {
    const modal = this.dialogService.open(YesNoModalComponent, {
      header: this.translocoService.translate('share.disable'),
      data: this.translocoService.translate('share.stop_sharing'),
    })!;
    modal.onClose.pipe(take(1)).subscribe({
      next: (bool: boolean) => {
        if (!bool) return;
        // @expect DELETE /api/trips/{id}/share
        this.http.delete(`/api/trips/${id}/share`).subscribe();
      },
    });
  }

  // only a yes passes the filter
  archiveTrip(id: number) {
    this.dialog
      .open(ConfirmDialogComponent, { data: { title: 'Archive this trip?' } })
      .afterClosed()
      .pipe(filter(Boolean))
      // @expect POST /api/trips/{id}/archive
      .subscribe(() => this.http.post(`/api/trips/${id}/archive`, {}).subscribe());
  }

  // the answer guards requests made in a function nested in the callback
  deleteSelected() {
    const ref = this.dialog.open(ConfirmDialogComponent, {
      data: { title: 'Delete trips', message: 'This cannot be undone.' },
    });
    ref.afterClosed().subscribe((ok) => {
      if (ok) {
        // @expect DELETE /api/trips/{id}
        forkJoin(this.selected.map((id) => this.http.delete(`/api/trips/${id}`))).subscribe();
      }
    });
  }

  // a form dialog: its result is the data to send, no question asked
  createTrip() {
    const modal = this.dialogService.open(TripFormComponent, { header: 'New trip' })!;
    modal.onClose.subscribe((trip) => {
      if (!trip) return;
      // @expect POST /api/trips
      this.http.post('/api/trips', trip).subscribe();
    });
  }

  // a confirmation whose answer is ignored: the request runs on yes and on no alike
  leaveTrip(id: number) {
    this.dialog
      .open(ConfirmDialogComponent, { data: { title: 'Leave this trip?' } })
      .afterClosed()
      // @expect POST /api/trips/{id}/leave
      .subscribe(() => this.http.post(`/api/trips/${id}/leave`, {}).subscribe());
  }

  // a notice: nothing asks, whatever the callback tests
  markSeen(id: number) {
    this.dialog.open(TripNoticeComponent, { data: { title: 'Trip updated' } }).afterClosed()
      .subscribe((seen) => {
        // @expect POST /api/trips/{id}/seen
        if (seen) this.http.post(`/api/trips/${id}/seen`, {}).subscribe();
      });
  }
}
