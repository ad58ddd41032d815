import { Component } from '@angular/core';
import { Store } from '@ngrx/store';
import { ArchiveTeam, DeleteTeam, LoadTeams, RemoveMember } from '../store/team.actions';

@Component({ selector: 'app-teams', template: '' })
export class TeamsComponent {
  constructor(private store: Store<any>) {}

  refresh() {
    this.store.dispatch(new LoadTeams());
  }

  deleteTeam(id: number) {
    if (confirm('Delete this team and all of its pipelines?')) {
      this.store.dispatch(new DeleteTeam(id));
    }
  }

  archiveTeam(id: number) {
    if (window.confirm('Archive this team?')) {
      this.store.dispatch(new ArchiveTeam(id));
    }
  }

  removeMember(team: number, user: number) {
    if (confirm('Remove this member from the team?')) {
      this.store.dispatch(new RemoveMember({ team, user }));
    }
  }
}
