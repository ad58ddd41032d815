import { Component } from '@angular/core';
import { Store } from '@ngrx/store';
import { ConfirmationDialogService } from '../services/confirmation-dialog.service';
import { DeleteRule, archiveRule, resetRule } from '../stores/rules.actions';
import { RuleService } from '../services/rule.service';
import { SearchRequestModel, SortModel } from '../models/search-request.model';

@Component({ selector: 'app-rules-home', templateUrl: './rules-home.component.html' })
export class RulesHomeComponent {
  total = 0;
  items = [];

  constructor(
    private store: Store,
    private confirmationDialogService: ConfirmationDialogService,
    private ruleService: RuleService,
  ) {}

  load(from: number, size: number) {
    this.ruleService.searchRules(new SearchRequestModel(from, size, undefined, new SortModel('name', 1))).subscribe((result) => {
      this.items = result.items;
      this.total = result.total;
    });
  }

  deleteRule(id: number): void {
    this.confirmationDialogService
      .confirm('Delete rule', 'Are you sure you want to delete this rule?')
      .subscribe((confirmed) => {
        if (confirmed) this.store.dispatch(new DeleteRule(id));
      });
  }

  archive(id: number): void {
    this.confirmationDialogService
      .confirm('Archive rule', 'Archive this rule?')
      .subscribe(() => this.store.dispatch(archiveRule({ id })));
  }

  reset(id: number): void {
    this.store.dispatch(resetRule({ id }));
  }
}
