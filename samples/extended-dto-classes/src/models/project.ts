import { Entity, Page } from './base';
import { Owned } from 'shared-models';

// a class used as a DTO type gets the fields of the class it extends, across modules
export class ProjectDto extends Entity {
  title!: string;
  archived?: boolean;
}

// a class that only extends another is that class's shape
export class ProjectSummary extends Entity {}

// a generic parent with the argument substituted
export class ProjectPage extends PageOf<ProjectDto> {
  query?: string;
}

export interface PageOf<T> extends Page<T> {
  nextCursor?: string;
}

// a parent from a package outside the analysed root: what is shown, and an item
export class SharedProject extends Owned {
  title!: string;
}

// a cycle: the members of each, and an item
export interface Left extends Right {
  left: string;
}
export interface Right extends Left {
  right: string;
}
