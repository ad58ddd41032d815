import './store/lookupHandlers';
import TasksPage from './pages/TasksPage';
import { loadTeams } from './api/teams';

loadTeams();
loadTeams(null);

export default TasksPage;
