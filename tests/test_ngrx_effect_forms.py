"""Rule ``ngrx.effect-action`` for the older and indirect effect forms: the ``Actions``
stream's own ``ofType(A)`` method (NgRx 4 to 7) followed by ``.pipe(…)`` or by chained rxjs 5
operators, and operators handed a named function (``exhaustMap(this.load)``,
``switchMap(this.save.bind(this))``, a field holding an arrow function): a dispatch of ``A`` is
a call of those functions, so the question its function asks reaches the effect's request."""
from __future__ import annotations

ACTIONS = """\
export const DELETE_TEAM = '[Teams] Delete';
export const ARCHIVE_TEAM = '[Teams] Archive';
export const PURGE_TEAM = '[Teams] Purge';
export const RESET_TEAM = '[Teams] Reset';
export class DeleteTeam { readonly type = DELETE_TEAM; constructor(public payload: number) {} }
export class ArchiveTeam { readonly type = ARCHIVE_TEAM; constructor(public payload: number) {} }
export class PurgeTeam { readonly type = PURGE_TEAM; constructor(public payload: number) {} }
export class ResetTeam { readonly type = RESET_TEAM; constructor(public payload: number) {} }
"""

EFFECTS = """\
import { Injectable } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Actions, Effect, createEffect, ofType, toPayload } from '@ngrx/effects';
import { exhaustMap, map, switchMap } from 'rxjs/operators';
import * as T from './team.actions';

@Injectable()
export class TeamEffects {
  constructor(private actions$: Actions, private http: HttpClient) {}

  @Effect() remove$ = this.actions$.ofType(T.DELETE_TEAM).pipe(
    map((action: T.DeleteTeam) => action.payload),
    switchMap((id: number) => this.http.delete(`/api/teams/${id}`)));

  @Effect() archive$ = this.actions$
    .ofType(T.ARCHIVE_TEAM)
    .map(toPayload)
    .switchMap((id: number) => this.http.post(`/api/teams/${id}/archive`, {}));

  purge$ = createEffect(() => this.actions$.pipe(ofType(T.PURGE_TEAM), exhaustMap(this.purge)));

  @Effect() reset$ = this.actions$.ofType(T.RESET_TEAM).pipe(switchMap(this.reset.bind(this)));

  purge = (action: T.PurgeTeam) => this.http.delete(`/api/teams/${action.payload}/runs`);

  reset(action: T.ResetTeam) {
    return this.http.put(`/api/teams/${action.payload}/reset`, {});
  }
}
"""

PAGE = """\
import { Component } from '@angular/core';
import { Store } from '@ngrx/store';
import { ArchiveTeam, DeleteTeam, PurgeTeam, ResetTeam } from './team.actions';

@Component({ selector: 'app-teams', template: '' })
export class TeamsComponent {
  constructor(private store: Store<any>) {}
  remove(id: number) {
    if (confirm('Delete this team?')) this.store.dispatch(new DeleteTeam(id));
  }
  archive(id: number) {
    if (confirm('Archive this team?')) this.store.dispatch(new ArchiveTeam(id));
  }
  purge(id: number) {
    if (confirm('Purge the runs of this team?')) this.store.dispatch(new PurgeTeam(id));
  }
  reset(id: number) {
    if (confirm('Reset this team?')) this.store.dispatch(new ResetTeam(id));
  }
}
"""

FILES = {"src/app/team.actions.ts": ACTIONS, "src/app/team.effects.ts": EFFECTS,
         "src/app/teams.component.ts": PAGE}


def asked(contract: dict) -> dict[str, str]:
    """``{capability: the question quoted}`` of the confirmation review items."""
    return {r["capability"]: r["message"].split("'")[1]
            for r in contract["review"] if "asks the user to confirm" in r["message"]}


def test_each_effect_form_carries_the_question(derive_files):
    contract = derive_files(FILES)
    assert asked(contract) == {
        "delete_team": "Delete this team?",              # ofType method, then pipe
        "archive_team": "Archive this team?",            # ofType method, rxjs 5 chain
        "delete_team_run": "Purge the runs of this team?",    # exhaustMap(this.purge)
        "reset_team": "Reset this team?"}                # switchMap(this.reset.bind(this))


def test_an_of_type_method_outside_ngrx_links_nothing(derive_files):
    files = dict(FILES)
    files["src/app/team.effects.ts"] = EFFECTS.replace("from '@ngrx/effects'",
                                                       "from './own-effects'")
    assert asked(derive_files(files)) == {}
