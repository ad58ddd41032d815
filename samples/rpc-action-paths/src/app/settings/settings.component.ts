import { Component } from '@angular/core';
import { PrefService } from '../services/pref.service';

@Component({ templateUrl: './settings.component.html' })
export class SettingsComponent {
  preferences;

  constructor(public readonly prefService: PrefService) {
    this.preferences = prefService.live;
  }
}
