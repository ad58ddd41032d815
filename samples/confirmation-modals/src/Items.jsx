import React, { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { createItem, deleteItem } from './api';

// MUI: the question in DialogTitle, the request in a child button's onClick.
export function DeleteItem({ id }) {
  const [open, setOpen] = useState(false);
  const handleDelete = async () => {
    await deleteItem(id);
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={() => setOpen(false)}>
      <DialogTitle>Delete item?</DialogTitle>
      <DialogContent>
        <DialogContentText>The item is removed for every user.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
        <Button color="error" onClick={handleDelete}>Delete</Button>
      </DialogActions>
    </Dialog>
  );
}

// Trap: a form modal asks nothing; its labels say "Confirm name" and "Confirm" on a button.
export function NewItem() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [again, setAgain] = useState('');
  return (
    <Dialog open={open} onClose={() => setOpen(false)}>
      <DialogTitle>New item</DialogTitle>
      <DialogContent>
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField label="Confirm name" value={again} onChange={(e) => setAgain(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => createItem({ name })}>Confirm</Button>
      </DialogActions>
    </Dialog>
  );
}
