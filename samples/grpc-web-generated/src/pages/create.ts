import { CreateTodoRequest, WatchTodosRequest } from '../generated/todo_pb';
import { client, withAuth } from '../services/api';

export async function addTodo(title: string) {
  const req = new CreateTodoRequest();
  req.setTitle(title);
  return client.createTodo(req, withAuth());
}

export function follow(listId: string, onEvent: (e: unknown) => void) {
  const req = new WatchTodosRequest();
  req.setListId(listId);
  const stream = client.watchTodos(req, withAuth());
  stream.on('data', onEvent);
  return stream;
}
