export interface Owner {
  id: number;
  firstName: string;
  lastName: string;
  telephone: string;
}
