import { Action } from '@ngrx/store';

export const DELETE_TEAM = '[Teams] Delete';
export const ARCHIVE_TEAM = '[Teams] Archive';
export const LOAD_TEAMS = '[Teams] Load';
export const REMOVE_MEMBER = '[Teams] Remove member';

export class DeleteTeam implements Action {
  readonly type = DELETE_TEAM;
  constructor(public payload: number) {}
}

export class ArchiveTeam implements Action {
  readonly type = ARCHIVE_TEAM;
  constructor(public payload: number) {}
}

export class LoadTeams implements Action {
  readonly type = LOAD_TEAMS;
}

export class RemoveMember implements Action {
  readonly type = REMOVE_MEMBER;
  constructor(public payload: { team: number; user: number }) {}
}
