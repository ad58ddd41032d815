import { Component, EventEmitter, Input, Output } from '@angular/core';
import { HttpClient } from '@angular/common/http';

interface Job { order: number; name: string }
interface Dag { id: number; jobDefinitions: Job[] }

// A field every method replaces with a copy of itself: reading each write through all the
// others grew as the factorial of the writes and met the work limit.
@Component({ selector: 'app-jobs', template: '<button (click)="save()">Save</button>' })
export class JobsComponent {
  @Input() jobs: Dag;
  @Output() jobsChange = new EventEmitter();

  constructor(private http: HttpClient) {}

  addJob() {
    this.jobs = { ...this.jobs, jobDefinitions: [...this.jobs.jobDefinitions, { order: this.jobs.jobDefinitions.length, name: '' }] };
    this.jobsChange.emit(this.jobs);
  }

  removeJob(order: number) {
    const kept = this.jobs.jobDefinitions.filter((job) => job.order !== order);
    this.jobs = { ...this.jobs, jobDefinitions: kept.length ? kept : [{ order: 0, name: '' }] };
    this.jobsChange.emit(this.jobs);
  }

  copyJob(order: number) {
    const index = this.jobs.jobDefinitions.findIndex((job) => job.order == order);
    this.jobs = { ...this.jobs, jobDefinitions: [...this.jobs.jobDefinitions, { ...this.jobs.jobDefinitions[index], order: this.jobs.jobDefinitions.length }] };
    this.jobsChange.emit(this.jobs);
  }

  renameJob(value: Job) {
    const jobs = [...this.jobs.jobDefinitions];
    jobs[jobs.findIndex((job) => job.order == value.order)] = value;
    this.jobs = { ...this.jobs, jobDefinitions: jobs };
    this.jobsChange.emit(this.jobs);
  }

  reorderJobs(from: number, to: number) {
    if (from !== to) {
      this.jobs = { ...this.jobs, jobDefinitions: this.jobs.jobDefinitions.map((job) => (job.order === from ? { ...job, order: to } : job)) };
      this.jobsChange.emit(this.jobs);
    }
  }

  resetJobs() {
    this.jobs = { ...this.jobs, jobDefinitions: [] };
  }

  save() {
    // @expect PUT /api/dags/{id}
    return this.http.put(`/api/dags/${this.jobs.id}`, this.jobs);
  }
}
