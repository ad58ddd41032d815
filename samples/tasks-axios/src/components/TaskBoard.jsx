import { useEffect, useState } from 'react';
import { taskService } from '../services/tasks';
import { cachedTasks, rememberTasks } from '../lib/cache';

export default function TaskBoard({ projectId }) {
  const [tasks, setTasks] = useState(cachedTasks(projectId) || []);
  const [title, setTitle] = useState('');

  useEffect(() => {
    taskService.list(projectId, 'open').then(({ data }) => {
      setTasks(data.items);
      rememberTasks(projectId, data.items);
    });
  }, [projectId]);

  async function add() {
    const { data } = await taskService.create(projectId, title, null);
    setTasks([...tasks, data]);
    setTitle('');
  }

  async function finish(task) {
    await taskService.complete(task.id);
    setTasks(tasks.filter((t) => t.id !== task.id));
  }

  async function drop(task) {
    await taskService.remove(task.id);
    setTasks(tasks.filter((t) => t.id !== task.id));
  }

  return (
    <div>
      <input value={title} onChange={(e) => setTitle(e.target.value)} />
      <button onClick={add}>Add task</button>
      {tasks.map((t) => (
        <div key={t.id}>
          {t.title}
          <button onClick={() => finish(t)}>Done</button>
          <button onClick={() => drop(t)}>Delete</button>
        </div>
      ))}
    </div>
  );
}
