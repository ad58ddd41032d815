import { Injectable } from '@angular/core';
import { Actions, Effect } from '@ngrx/effects';
import { map, switchMap, exhaustMap } from 'rxjs/operators';
import * as TeamActions from './team.actions';
import { TeamService } from '../services/team.service';

@Injectable()
export class TeamEffects {
  constructor(private actions$: Actions, private teams: TeamService) {}

  // the Actions stream's own ofType, then pipe
  @Effect()
  deleteTeam$ = this.actions$.ofType(TeamActions.DELETE_TEAM).pipe(
    map((action: TeamActions.DeleteTeam) => action.payload),
    switchMap((id: number) => this.teams.remove(id)));

  // the operator is handed a method of the effects class
  @Effect()
  archiveTeam$ = this.actions$.ofType(TeamActions.ARCHIVE_TEAM).pipe(
    exhaustMap(this.archive.bind(this)));

  @Effect()
  loadTeams$ = this.actions$.ofType(TeamActions.LOAD_TEAMS).pipe(
    switchMap(this.load));

  @Effect()
  removeMember$ = this.actions$.ofType(TeamActions.REMOVE_MEMBER).pipe(
    switchMap((action: TeamActions.RemoveMember) => this.dropMember(action)));

  load = () => this.teams.list();

  archive(action: TeamActions.ArchiveTeam) {
    return this.teams.archive(action.payload);
  }

  private dropMember(action: TeamActions.RemoveMember) {
    return this.teams.removeMember(action.payload.team, action.payload.user);
  }
}
