export class Entity {
  id!: number;
  createdAt?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}
