import React from 'react';

export default function ConfirmModal({ handleConfirm, handleCancel, show, message }) {
  return (
    <div className={show ? 'modal display-block' : 'modal display-none'}>
      <div role="dialog">{message}</div>
      <button type="button" onClick={handleCancel}>Cancel</button>
      <button type="button" onClick={handleConfirm}>Confirm</button>
    </div>
  );
}
