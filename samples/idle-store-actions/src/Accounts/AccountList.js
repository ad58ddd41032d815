import React from 'react';
import accountService from '../services/accountService';
import tagService from '../services/tagService';
import groupStore from '../stores/groups';

export default function AccountList() {
  const [accounts, setAccounts] = React.useState([]);
  React.useEffect(() => {
    accountService.getAll().then((response) => setAccounts(response.data));
    tagService.list();
  }, []);
  return <p>{accounts.length} accounts in {groupStore.count()} groups</p>;
}
