import { Injectable } from '@angular/core';
import { BehaviorSubject } from 'rxjs';

export interface Pref { key: string; value: string; }

// An injected service used through a field and from a component template: its methods call
// one another, and the one reading a single key is written nowhere but where it is declared.
@Injectable({ providedIn: 'root' })
export class PrefService {
  private prefs = new BehaviorSubject<Pref[]>([]);

  public get live() {
    return this.prefs.asObservable();
  }

  constructor() {
    this.refresh();
  }

  private async refresh() {
    const found = await this.getPreferences();
    this.prefs.next(found);
  }

  public async getPreferences(): Promise<Pref[]> {
    // @expect GET /api/pref
    const res = await fetch('/api/pref');
    return res.json();
  }

  public async getPreference(key: string): Promise<Pref> {
    // @expect-none (never called: GET /api/pref/{key} is no Tool)
    const res = await fetch(`/api/pref/${key}`);
    return res.json();
  }

  // bound in settings.component.html: the template names it
  public async setPreference(key: string, value: string): Promise<Pref> {
    // @expect POST /api/pref/{key}
    const res = await fetch(`/api/pref/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value }),
    });
    return res.json();
  }
}
