export enum ReportKinds {
  WEEKLY = 'weekly',
  MONTHLY = 'monthly',
}
