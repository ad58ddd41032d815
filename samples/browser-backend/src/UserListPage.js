import React from 'react';
import * as UserBackend from './backend/UserBackend';

export default function UserListPage({ owner }) {
  const [users, setUsers] = React.useState([]);
  React.useEffect(() => { UserBackend.getUsers(owner).then(setUsers); }, [owner]);
  const add = () => UserBackend.addUser({ owner, name: `user_${users.length}` });
  const apply = (role) => UserBackend.applyRole(owner, role);
  return React.createElement('div', null,
    React.createElement('button', { onClick: add }, 'Add'),
    React.createElement('button', { onClick: () => apply('admin') }, 'Apply admin role'));
}
