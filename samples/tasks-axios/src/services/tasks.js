import http from '@/lib/client';
import { TASKS_URL } from '@/constants';

class TaskService {
  constructor(client) {
    this.client = client;
  }

  list(projectId, status) {
    // @expect GET /api/tasks
    return this.client.get(TASKS_URL, { params: { project: projectId, status } });
  }

  create(projectId, title, dueDate) {
    // @expect POST /api/tasks
    return this.client.post(TASKS_URL, { projectId, title, dueDate });
  }

  complete(taskId) {
    // @expect PATCH /api/tasks/{taskId}
    return this.client.patch(`${TASKS_URL}/${taskId}`, { done: true });
  }

  remove(taskId) {
    // @expect DELETE /api/tasks/{taskId}
    return this.client.delete(`${TASKS_URL}/${taskId}`);
  }
}

export const taskService = new TaskService(http);
