import { Injectable } from '@angular/core';
import { Actions, createEffect, ofType } from '@ngrx/effects';
import { map, switchMap } from 'rxjs/operators';
import * as RulesActions from './rules.actions';
import { RuleService } from '../services/rule.service';

@Injectable()
export class RulesEffects {
  constructor(private actions: Actions, private ruleService: RuleService) {}

  ruleDelete = createEffect(() => {
    return this.actions.pipe(
      ofType(RulesActions.DELETE_RULE),
      switchMap((action: RulesActions.DeleteRule) => {
        return this.ruleService
          .deleteRule(action.payload)
          .pipe(map(() => new RulesActions.DeleteRuleSuccess(action.payload)));
      }),
    );
  });

  ruleArchive = createEffect(() =>
    this.actions.pipe(
      ofType(RulesActions.archiveRule),
      switchMap(({ id }) => this.ruleService.archiveRule(id)),
    ),
  );

  ruleReset = createEffect(() =>
    this.actions.pipe(
      ofType(RulesActions.resetRule),
      switchMap(({ id }) => this.ruleService.resetRule(id)),
    ),
  );
}
