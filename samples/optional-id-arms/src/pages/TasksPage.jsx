import React, { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { fetchTags, fetchTask, fetchTasks } from '../store/tagActions';
import { listProjects, getProject, listProjectMembers } from '../api/projects';

export default function TasksPage({ taskId, projectId }) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(fetchTags());
    dispatch(fetchTasks());
    listProjects();
  }, [dispatch]);

  const refresh = () => dispatch(fetchTask({ id: taskId }));
  const open = () => Promise.all([getProject(projectId), listProjectMembers(projectId)]);

  return (
    <div>
      <button onClick={refresh}>Refresh task</button>
      <button onClick={open}>Open project</button>
    </div>
  );
}
