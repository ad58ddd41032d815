import React from 'react';
import { Button, Header, Modal } from 'semantic-ui-react';
import { deleteFile, listItems, shutdown } from './api';

// semantic-ui-react: the question in `content`, the request in an action object's onClick.
export const System = () => (
  <Modal
    actions={['Cancel', { content: 'Shut Down', key: 'done', negative: true, onClick: shutdown }]}
    content="Are you sure you want to shut the application down?"
    header={<Header content="Confirm Shutdown" icon="power" />}
    trigger={<Button>Shut Down</Button>}
  />
);

// The question a template with a hole; the opener loads the list before the modal asks:
// it is not confirmed by it.
export const FileRow = ({ name }) => (
  <Modal
    actions={[
      'Cancel',
      {
        content: 'Delete',
        key: 'done',
        onClick: async () => {
          await deleteFile(name);
        },
      },
    ]}
    content={`Delete file '${name}'? It cannot be undone.`}
    header={<Header content="Delete File" />}
    trigger={<Button onClick={() => listItems()}>Delete</Button>}
  />
);
