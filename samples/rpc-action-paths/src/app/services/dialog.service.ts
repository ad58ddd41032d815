import { Injectable } from '@angular/core';

export interface DialogButton { name: string; text: string; color?: string; }
export interface DialogOptions { title: string; description?: string; buttons: DialogButton[]; }

// A project's own dialog service: showDialog resolves with the name of the button pressed.
@Injectable({ providedIn: 'root' })
export class DialogService {
  private open: ((name: string | undefined) => void) | null = null;

  public async showDialog(options: DialogOptions): Promise<string | undefined> {
    return new Promise((resolve) => {
      this.open = resolve;
      document.title = options.title;
    });
  }
}
