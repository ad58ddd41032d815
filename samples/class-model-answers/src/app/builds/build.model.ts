import { BehaviorSubject } from 'rxjs';

export class Build {
  public runningTime: BehaviorSubject<string>;
  public status: string;
  public label: string;
  public tags: string[];

  constructor(
    public id: number,
    public commit: string,
    public startTime: Date | null,
    public endTime: Date | null,
    label: string
  ) {
    this.status = this.computedStatus;
    this.runningTime = new BehaviorSubject<string>(this.elapsed());
    this.label = label.trim();
  }

  get computedStatus(): string {
    return this.endTime ? 'done' : 'running';
  }

  get commitShort(): string {
    return this.commit.substring(0, 7);
  }

  refresh(): void {
    this.status = this.computedStatus;
    this.runningTime.next(this.elapsed());
  }

  private elapsed(): string {
    return this.startTime ? String(Date.now() - this.startTime.getTime()) : '0';
  }
}

export function generateBuildModel(data: any): Build {
  return new Build(Number(data.id), data.commit, data.startTime ? new Date(data.startTime) : null,
    data.endTime ? new Date(data.endTime) : null, data.label);
}
