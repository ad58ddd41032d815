import { ListTodosRequest, DeleteTodoRequest } from '../generated/todo_pb';
import { client, withAuth } from '../services/api';

export async function loadTodos(pageSize: number) {
  const req = new ListTodosRequest();
  req.setPageSize(pageSize);
  const resp = await client.listTodos(req, withAuth());
  return resp;
}

export async function removeTodo(id: string) {
  const req = new DeleteTodoRequest();
  req.setId(id);
  await client.deleteTodo(req, withAuth());
}
