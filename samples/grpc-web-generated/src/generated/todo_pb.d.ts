import * as jspb from 'google-protobuf'

export class ListTodosRequest extends jspb.Message {
  getPageSize(): number;
  setPageSize(value: number): ListTodosRequest;
}

export class CreateTodoRequest extends jspb.Message {
  getTitle(): string;
  setTitle(value: string): CreateTodoRequest;
}

export class WatchTodosRequest extends jspb.Message {
  getListId(): string;
  setListId(value: string): WatchTodosRequest;
}

export class DeleteTodoRequest extends jspb.Message {
  getId(): string;
  setId(value: string): DeleteTodoRequest;
}

export class GetTodoRequest extends jspb.Message {
  getId(): string;
  setId(value: string): GetTodoRequest;
}

export class ListTodosResponse extends jspb.Message {}
export class Todo extends jspb.Message {}
export class TodoEvent extends jspb.Message {}
export class Empty extends jspb.Message {}
