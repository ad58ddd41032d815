export class SortModel {
  constructor(public by: string, public order: number) {}
}

export class SearchRequestModel {
  constructor(
    public from: number,
    public size: number,
    public text?: string,
    public sort?: SortModel,
    private cache: string[] = [],
  ) {}
}

export class SearchResponseModel<T> {
  constructor(public items: T[], public total: number) {}
}

export class RuleModel {
  id: number;
  name: string;
  enabled?: boolean;
  constructor(public owner: string, readonly level = 1) {}
}
