import { Action, createAction, props } from '@ngrx/store';

export const DELETE_RULE = 'DELETE_RULE';
export const DELETE_RULE_SUCCESS = 'DELETE_RULE_SUCCESS';

export class DeleteRule implements Action {
  readonly type = DELETE_RULE;
  constructor(public payload: number) {}
}

export class DeleteRuleSuccess implements Action {
  readonly type = DELETE_RULE_SUCCESS;
  constructor(public payload: number) {}
}

export const archiveRule = createAction('[Rules] Archive', props<{ id: number }>());
export const resetRule = createAction('[Rules] Reset', props<{ id: number }>());
