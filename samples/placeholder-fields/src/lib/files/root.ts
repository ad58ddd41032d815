import { listFiles } from '../api';

// The root folder has no id: its files are listed with an empty one.
export function listRootFiles() {
	return listFiles('');
}
