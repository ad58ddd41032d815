import axios from 'axios';

interface NewTask {
  title: string;
  kind?: string;
  owner?: string;
}

// The type allows any kind; the callers send 'note' or 'todo', one of them none.
function createTask(task: NewTask) {
  // @expect POST /api/tasks
  return axios.post('/api/tasks', task);
}

export const addNote = (title: string) => createTask({ title, kind: 'note' });
export const addTodo = (title: string) => createTask({ title, kind: 'todo' });
export const addPlain = (title: string, owner: string) => createTask({ title, owner });
